import type { Readable } from 'node:stream';

/** One presigned upload: the key it may create, the type it must carry, who asked and until when. */
export type SignedUpload = {
  key: string;
  contentType: string;
  expires: number;
  isPublic: boolean;
  actorId: number | null;
};

/** How our download route answers: with the bytes, or by sending the browser to a signed URL of the store. */
export type Download = { body: Readable } | { redirect: string };

/** An upload that a browser sent straight to the store, not yet checked. */
export type StagedObject = {
  size: number;
  contentType: string;
  /** Pins the exact bytes that were checked: a later PUT to the same URL changes it. */
  etag: string | undefined;
  isPublic: boolean;
  actorId: number | null;
};

/**
 * Where file bytes live: the local disk (default) or an S3-compatible bucket. The file service
 * keeps the facts (type, size, kind) in the database and checks every file before it counts;
 * a backend only stores bytes and makes the URLs browsers use.
 */
export interface StorageBackend {
  readonly name: 'local' | 's3';
  /** A URL that lets a browser PUT exactly this upload, with its content type, until it expires. */
  uploadUrl(upload: SignedUpload): Promise<string>;
  /** A short-lived URL a browser reads the file from (an img, iframe or audio src). */
  readUrl(key: string, ttlSeconds: number, file: { contentType: string }): Promise<string>;
  /** Answers our own signed download route. */
  download(key: string, file: { contentType: string }): Promise<Download>;
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Removes the file's bytes; a key that is not there is no error. */
  remove(key: string): Promise<void>;
  /**
   * Set by backends whose uploads bypass our server (S3). Uploads land in a staging area and
   * reach their key only after the file service has checked them.
   */
  staging?: StagingArea;
}

export interface StagingArea {
  stat(key: string): Promise<StagedObject | null>;
  /** The staged bytes from the start (null: gone); the caller reads what it needs and destroys the stream. */
  open(key: string, etag: string | undefined): Promise<Readable | null>;
  /**
   * Copies checked bytes to their key (false: the staged object is gone) and refuses if they
   * changed since they were checked. The staged copy stays until discard.
   */
  promote(key: string, etag: string | undefined): Promise<boolean>;
  discard(key: string): Promise<void>;
}
