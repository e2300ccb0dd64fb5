// Tests that start the app and copy a database need more than Jest's 5 s default on a loaded 2-core machine.
jest.setTimeout(60_000);
