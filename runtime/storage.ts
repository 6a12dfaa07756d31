/**
 * localStorage, or an in-memory stand-in where the browser refuses it (privacy
 * modes, disabled storage): the site keeps working, it just forgets sooner.
 */
export function browserStorage(): Storage {
  try {
    const storage = window.localStorage;
    storage.getItem('');
    return storage;
  } catch {
    return memoryStorage;
  }
}

const values = new Map<string, string>();
const memoryStorage: Storage = {
  get length() {
    return values.size;
  },
  clear: () => values.clear(),
  getItem: (key) => values.get(key) ?? null,
  key: (index) => [...values.keys()][index] ?? null,
  removeItem: (key) => void values.delete(key),
  setItem: (key, value) => void values.set(key, String(value)),
};
