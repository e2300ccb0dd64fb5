/** One event of a tenant's feed: numbered 1, 2, 3 … per tenant in commit order. */
export interface FeedEvent {
  id: number;
  type: string;
  sandbox: boolean;
  data: Record<string, unknown>;
  createdAt: Date;
}
