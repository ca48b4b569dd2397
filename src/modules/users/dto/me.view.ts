import { ApiProperty } from '@nestjs/swagger';
import { RoleRefView } from './user.views';

export class MeOrganizationView {
  @ApiProperty({ format: 'uuid', description: 'The token’s `org_id`.' }) id!: string;
  @ApiProperty({ description: 'From the token’s `org_name` claim, kept current; until one names it, `Organization` and the start of its id.' }) name!: string;
}

export class MeUserView {
  @ApiProperty({ format: 'uuid', description: 'The user’s id, as `GET /users/{id}` reads it.' }) id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'From the token’s `email` claim.' }) email!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'From the token’s `name` claim.' }) name!: string | null;
}

/** `GET /me`: who the token is, and what this request may do (docs/users-and-roles.md). */
export class MeView {
  @ApiProperty({ type: MeOrganizationView }) organization!: MeOrganizationView;
  @ApiProperty({ type: MeUserView, nullable: true, description: 'The signed-in user; null for a machine client (no `sub`, or a client-credentials token).' })
  user!: MeUserView | null;
  @ApiProperty({ type: RoleRefView, nullable: true, description: 'The user’s role; null for a machine client, whose token’s scopes alone apply.' })
  role!: RoleRefView | null;
  @ApiProperty({
    type: [String],
    description:
      'The request’s effective scopes, sorted: those of the token that the user’s role also holds (a machine client: the token’s). ' +
      'An operation requiring a scope not listed answers 403.',
  })
  scopes!: string[];
}
