import { Query, Req, Res, UploadedFiles } from '@nestjs/common';
import { ApiExtraModels } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { VersionedController } from '../../core/http/api-version';
import { setCreatedLocation } from '../../core/http/location';
import { MultipartFields } from '../../core/http/multipart-fields.decorator';
import type { Page } from '../../core/http/paging';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { CreateSettlementFundDto } from './dto/create-settlement-fund.dto';
import { FundsHolderDetailView, FundsHolderView } from './dto/funds-holder.view';
import { ListFundsHoldersQuery } from './dto/list-funds-holders.query';
import { ALIAS, CANONICAL, CreateSettlementFundRoute, ListFundsHoldersRoute, LOCATION_ALIASES, ReadFundsHolderRoute } from './funds-holder-routes';
import { FundsHoldersService } from './funds-holders.service';

const TAG = 'Funds holders';

@VersionedController(CANONICAL, TAG)
@ApiExtraModels(FundsHolderView, FundsHolderDetailView)
export class FundsHoldersController {
  constructor(private readonly fundsHolders: FundsHoldersService) {}

  @ListFundsHoldersRoute()
  list(@Query() query: ListFundsHoldersQuery): Promise<Page<FundsHolderView>> {
    return this.fundsHolders.list(query.toPageQuery());
  }

  @CreateSettlementFundRoute()
  async create(
    @CurrentPrincipal() principal: Principal,
    @MultipartFields() dto: CreateSettlementFundDto,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<FundsHolderDetailView> {
    const holder = await this.fundsHolders.createSettlementFund(principal.organizationId, dto.settlementFundName, files ?? []);
    setCreatedLocation(request, response, holder.id, LOCATION_ALIASES);
    return holder;
  }

  @ReadFundsHolderRoute()
  get(@UuidParam('id') id: string): Promise<FundsHolderDetailView> {
    return this.fundsHolders.get(id);
  }
}

/** `/funding-sources`: the earlier name of `/funds-holders`, the same routes (funds-holder-routes.ts), deprecated. */
@VersionedController(ALIAS, TAG)
export class FundingSourcesController {
  constructor(private readonly fundsHolders: FundsHoldersService) {}

  @ListFundsHoldersRoute(true)
  list(@Query() query: ListFundsHoldersQuery): Promise<Page<FundsHolderView>> {
    return this.fundsHolders.list(query.toPageQuery());
  }

  @CreateSettlementFundRoute(true)
  async create(
    @CurrentPrincipal() principal: Principal,
    @MultipartFields() dto: CreateSettlementFundDto,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<FundsHolderDetailView> {
    const holder = await this.fundsHolders.createSettlementFund(principal.organizationId, dto.settlementFundName, files ?? []);
    setCreatedLocation(request, response, holder.id, LOCATION_ALIASES);
    return holder;
  }

  @ReadFundsHolderRoute(true)
  get(@UuidParam('id') id: string): Promise<FundsHolderDetailView> {
    return this.fundsHolders.get(id);
  }
}
