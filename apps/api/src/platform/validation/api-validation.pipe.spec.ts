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
