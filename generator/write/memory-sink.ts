import type { FileContent, OutputFiles, Sink } from './sinks.ts';

/** Keeps every file in memory (tests, audits): `files` is the site after the last commit and pending writes. */
export class MemorySink implements Sink {
  readonly files = new Map<string, FileContent>();
  private committed = new Map<string, FileContent>();

  write(files: ReadonlyMap<string, FileContent>): Promise<void> {
    for (const [file, content] of files) this.files.set(file, content);
    return Promise.resolve();
  }

  async writeAhead(files: ReadonlyMap<string, Uint8Array>): Promise<OutputFiles> {
    await this.write(files);
    return new Map(files);
  }

  remove(files: Iterable<string>): Promise<void> {
    for (const file of files) this.files.delete(file);
    return Promise.resolve();
  }

  commit(): Promise<void> {
    this.committed = new Map(this.files);
    return Promise.resolve();
  }

  discard(): Promise<void> {
    this.files.clear();
    for (const [file, content] of this.committed) this.files.set(file, content);
    return Promise.resolve();
  }
}
