export * from './sql';
export * from './working-days';
export * from './summary';
