import { Transform, Type } from 'class-transformer';
import { IsDefined, IsInt, IsObject, IsString, Max, ValidateIf, ValidateNested } from 'class-validator';
import { RequestValidationError } from '../errors/request-validation.error';
import { ApiValidationPipe } from './api-validation.pipe';
import { PageQueryDto } from './page-query.dto';

describe('ApiValidationPipe on query DTOs', () => {
  const query = { type: 'query', metatype: PageQueryDto, data: undefined } as const;

  it('answers a repeated accepted query with the same frozen instance', async () => {
    const pipe = new ApiValidationPipe();
    const first = await pipe.transform({ limit: '5', offset: '10' }, query);
    expect(first).toBeInstanceOf(PageQueryDto);
    expect(first).toMatchObject({ limit: 5, offset: 10 });
    expect(Object.isFrozen(first)).toBe(true);
    expect(await pipe.transform({ limit: '5', offset: '10' }, query)).toBe(first);
    expect(await pipe.transform({ limit: '6', offset: '10' }, query)).toMatchObject({ limit: 6 });
  });

  it('validates a refused query every time, so it always names its issues', async () => {
    const pipe = new ApiValidationPipe();
    for (let i = 0; i < 2; i++) {
      await expect(pipe.transform({ limit: 'viele' }, query)).rejects.toBeInstanceOf(RequestValidationError);
    }
  });
});

class InnerDto {
  @IsInt() employeeCount!: number;
}

/** A body DTO like a match request: a nested object, an optional bound number, a refusing @Transform. */
class BodyDto {
  @IsDefined() @IsObject() @ValidateNested() @Type(() => InnerDto) inner!: InnerDto;
  @ValidateIf((_, v) => v !== undefined) @IsInt() @Max(50) limit?: number;
  @ValidateIf((_, v) => v !== undefined)
  @Transform(({ value }: { value: unknown }) => {
    if (value === 'lotterie') throw new RequestValidationError([{ path: ['kind'], message: 'unbekannt' }]);
    return value;
  })
  @IsString()
  kind?: string;
}

describe('ApiValidationPipe.rememberedBody (the fast lane)', () => {
  const inner = { employeeCount: 45 };

  it('answers a repeated accepted body with the same deeply frozen instance', () => {
    const pipe = new ApiValidationPipe();
    const first = pipe.rememberedBody({ inner, limit: 5 }, BodyDto) as BodyDto;
    expect(first).toBeInstanceOf(BodyDto);
    expect(Object.isFrozen(first) && Object.isFrozen(first.inner)).toBe(true);
    expect(pipe.rememberedBody({ inner, limit: 5 }, BodyDto)).toBe(first);
    expect(pipe.rememberedBody({ inner, limit: 6 }, BodyDto)).toMatchObject({ limit: 6 });
  });

  it('answers nothing for a body the compiled check or a @Transform refuses, or that is no object', () => {
    const pipe = new ApiValidationPipe();
    expect(pipe.rememberedBody({ inner, limit: 51 }, BodyDto)).toBeUndefined();
    expect(pipe.rememberedBody({ inner, kind: 'lotterie' }, BodyDto)).toBeUndefined();
    expect(pipe.rememberedBody([inner], BodyDto)).toBeUndefined();
  });
});
