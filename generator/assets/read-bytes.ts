import { readSync } from 'node:fs';

/**
 * Fills `into` with the bytes of the open file `fd` from `position`, reading
 * until it is full (one read may return fewer bytes). False when the file
 * ends first: the caller says what that means for its file.
 */
export function readBytesAt(fd: number, into: Uint8Array, position: number): boolean {
  let done = 0;
  while (done < into.byteLength) {
    const read = readSync(fd, into, done, into.byteLength - done, position + done);
    if (read === 0) return false;
    done += read;
  }
  return true;
}
