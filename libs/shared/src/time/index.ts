export * from './clock';
export * from './german-day';
