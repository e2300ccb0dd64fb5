import { HttpException } from '@nestjs/common';
import { UuidParamPipe } from './uuid-param.pipe';

describe('UuidParamPipe', () => {
  const pipe = new UuidParamPipe();
  const metadata = { type: 'param' as const, data: 'id' };

  it.each(['00000000-0000-4000-8000-000000000999', 'ABCDEF01-2345-6789-abcd-ef0123456789'])(
    'passes %s on unchanged',
    (id) => {
      expect(pipe.transform(id, metadata)).toBe(id);
    },
  );

  it.each([
    'not-a-uuid',
    '-'.repeat(36),
    '00000000-0000-4000-8000-00000000099',
    '00000000-0000-4000-8000-000000000999x',
  ])('refuses %s with 400 INVALID_ID', (id) => {
    const refusal = (() => {
      try {
        pipe.transform(id, metadata);
      } catch (error) {
        return error;
      }
      return undefined;
    })() as HttpException;
    expect(refusal.getStatus()).toBe(400);
    expect(refusal.getResponse()).toEqual({
      error: 'Die Id hat kein gültiges Format.',
      code: 'INVALID_ID',
      issues: [{ path: ['id'], message: 'Muss eine UUID sein.' }],
    });
  });
});
