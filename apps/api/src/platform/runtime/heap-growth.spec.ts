import { setFlagsFromString } from 'node:v8';
import { applyHeapGrowth } from './heap-growth';

jest.mock('node:v8', () => ({ setFlagsFromString: jest.fn() }));

describe('applyHeapGrowth', () => {
  beforeEach(() => jest.mocked(setFlagsFromString).mockClear());

  it("sets V8's heap growing factor", () => {
    applyHeapGrowth(50);
    expect(setFlagsFromString).toHaveBeenCalledWith('--heap-growing-percent=50');
  });

  it("leaves V8's own choice for 0 or nothing", () => {
    applyHeapGrowth(0);
    applyHeapGrowth(undefined);
    expect(setFlagsFromString).not.toHaveBeenCalled();
  });
});
