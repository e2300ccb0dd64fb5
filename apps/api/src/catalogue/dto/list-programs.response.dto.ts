import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ProgramResponseDto } from './program.response.dto';

/** ListProgramsResponse of spec 2.8. */
@ApiSchema({ name: 'ListProgramsResponse' })
export class ListProgramsResponseDto {
  @ApiProperty({ type: [ProgramResponseDto] }) programs!: ProgramResponseDto[];
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Anzahl aller Programme, die den Filtern entsprechen.',
  })
  total!: number;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 100, description: 'Angewandte Seitengröße.' })
  limit!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Angewandter Versatz.' }) offset!: number;
}
