export * from './sql';
export * from './working-days';
