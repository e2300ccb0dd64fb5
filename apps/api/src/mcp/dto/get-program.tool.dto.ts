import { IsString, Length } from 'class-validator';

/** Arguments of the MCP tool `get_program`. */
export class GetProgramToolDto {
  @IsString()
  @Length(1, 200)
  id!: string;
}
