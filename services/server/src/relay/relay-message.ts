/** A message kept in a topic's mailbox until it expires. */
export interface RelayMessage {
  /** sha256 of topic and message, so a message published twice is stored and delivered once. */
  id: string;
  topic: string;
  message: string;
  tag: number;
  publishedAt: number;
  expiresAt: number;
  /** The publishing client (JWT iss): never echoed its own message. */
  publisher: string;
  /** The publisher's client address, whose byte quota the stored message counts against. */
  address: string;
  /** UTF-8 bytes of `message`. */
  bytes: number;
}
