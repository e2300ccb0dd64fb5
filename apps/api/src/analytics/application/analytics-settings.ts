/** Injection token of the module's resolved settings (`AnalyticsConfig`, defaults merged). */
export const ANALYTICS_SETTINGS = Symbol('AnalyticsSettings');
