export * from './makes';
export * from './features';
export * from './enums';
export * from './colours';
