import { Transform, Type } from 'class-transformer';
import { IsDefined, IsInt, IsObject, IsString, Max, ValidateIf, ValidateNested } from 'class-validator';
import { RequestValidationError } from '../errors/request-validation.error';
import { ApiValidationPipe, ShareAccepted } from './api-validation.pipe';
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
@ShareAccepted()
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

/** Same DTO, not shared: each call gets an instance of its own. */
class OwnBodyDto extends BodyDto {}

describe('ApiValidationPipe on @ShareAccepted body DTOs (the controller and the fast lane alike)', () => {
  const inner = { employeeCount: 45 };
  const body = (metatype: typeof BodyDto) => ({ type: 'body', metatype, data: undefined }) as const;

  it('answers a repeated accepted body with the same deeply frozen instance', async () => {
    const pipe = new ApiValidationPipe();
    const first = (await pipe.transform({ inner, limit: 5 }, body(BodyDto))) as BodyDto;
    expect(first).toBeInstanceOf(BodyDto);
    expect(Object.isFrozen(first) && Object.isFrozen(first.inner)).toBe(true);
    expect(await pipe.transform({ inner, limit: 5 }, body(BodyDto))).toBe(first);
    expect(await pipe.transform({ inner, limit: 6 }, body(BodyDto))).toMatchObject({ limit: 6 });
  });

  it('refuses a body the checks or a @Transform refuse, or that is no object, every time', async () => {
    const pipe = new ApiValidationPipe();
    for (let i = 0; i < 2; i++) {
      for (const refused of [{ inner, limit: 51 }, { inner, kind: 'lotterie' }, [inner]])
        await expect(pipe.transform(refused, body(BodyDto))).rejects.toBeInstanceOf(RequestValidationError);
    }
  });

  it('gives each call its own instance of a DTO that is not shared', async () => {
    const pipe = new ApiValidationPipe();
    const first = await pipe.transform({ inner, limit: 5 }, body(OwnBodyDto));
    expect(first).toBeInstanceOf(OwnBodyDto);
    expect(Object.isFrozen(first)).toBe(false);
    expect(await pipe.transform({ inner, limit: 5 }, body(OwnBodyDto))).not.toBe(first);
  });
});
