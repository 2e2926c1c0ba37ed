export * from './auth';
export * from './profiles';
export * from './email';
export * from './startups';
export * from './applications';
export * from './blog';
export * from './poll';
export * from './settings';
