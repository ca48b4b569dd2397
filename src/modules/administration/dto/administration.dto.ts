import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsIn, IsUUID } from 'class-validator';
import { Omittable } from '../../../core/http/presence.decorators';
import { EmailDeliveryStatus } from '../../notifications';
import type { PublishableStatus } from '../messages.service';

const PUBLISHABLE: readonly PublishableStatus[] = [EmailDeliveryStatus.Queued, EmailDeliveryStatus.Failed];

export class PublishMessagesDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only this campaign’s emails; without it, every email of the organization.' })
  @Omittable()
  @IsUUID('all', { message: 'campaignId must be a UUID.' })
  campaignId?: string;

  @ApiProperty({
    enum: PUBLISHABLE,
    enumName: 'PublishableDeliveryStatus',
    description: '`Queued`: the emails still waiting (a window’s later part) are due now. `Failed`: the emails that failed are queued to be sent again.',
  })
  @IsIn(PUBLISHABLE, { message: `deliveryStatus must be one of ${PUBLISHABLE.join(', ')}.` })
  deliveryStatus!: PublishableStatus;
}

export class SetScheduledJobPausedDto {
  @ApiProperty({ description: '`true` stops the job’s schedule until it is resumed (a restart keeps it paused); `false` resumes it.' })
  @IsDefined({ message: 'paused is required.' })
  @IsBoolean({ message: 'paused must be true or false.' })
  paused!: boolean;
}
