// The connection's attributes and properties, which every element has (their documentation:
// connection-description.ts).
export const CONNECTION_ATTRIBUTE_TYPES = {
  baseUrl: 'string',
  preferencesKey: 'string',
} as const;

export const CONNECTION_PROPERTY_NAMES = ['token', 'getToken', 'client', 'live'] as const;
