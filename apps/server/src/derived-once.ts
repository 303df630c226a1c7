/**
 * A value derived from an object, computed on the first call for that object and then reused
 * while the object lives (a WeakMap: nothing is kept for objects that are gone). For hot paths
 * that receive the same object again and again — cached settings, a delivered outbox message —
 * and derive the same thing from it each time. The object must not change after the first call.
 */
export function derivedOnce<Key extends object, Value>(
  derive: (key: Key) => Value,
): (key: Key) => Value {
  const values = new WeakMap<Key, Value>();
  return (key) => {
    if (values.has(key)) return values.get(key) as Value;
    const value = derive(key);
    values.set(key, value);
    return value;
  };
}
