// Attribute text → prop value, with HTML's rules: a boolean attribute is true when present
// (even `disabled=""`) and false when removed; other types become undefined when removed.
import type { AttributeType } from './element-wiring.js';

export function parseAttribute(type: AttributeType, text: string | null, name: string): unknown {
  if (type === 'boolean') return text !== null;
  if (text === null) return undefined;
  if (type === 'string') return text;
  if (type === 'number') {
    const value = Number(text);
    if (text.trim() === '' || Number.isNaN(value)) {
      console.warn(`fleet elements: attribute ${name}="${text}" is not a number; ignored`);
      return undefined;
    }
    return value;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    console.warn(`fleet elements: attribute ${name} is not valid JSON; ignored`, error);
    return undefined;
  }
}
