/**
 * Names for the statements a pipelined commit sends, so that PostgreSQL parses and plans each text once per
 * connection and then only binds and executes it (node-postgres' public `name` query option: the client
 * prepares a named statement on first use and reuses it on that connection). A group commit's statement
 * differs by its number of rows, so the texts are few but not fixed: the first `capacity` texts get a name,
 * later ones go unnamed (parsed each time, as before), which bounds what every connection keeps prepared.
 * A statement without parameters goes unnamed: node-postgres sends it as a simple query.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly capacity = 64) {}

  of(sql: string, parameters: readonly unknown[]): string | undefined {
    if (parameters.length === 0) return undefined;
    const known = this.names.get(sql);
    if (known !== undefined || this.names.size >= this.capacity) return known;
    const name = `fm_commit_${this.names.size + 1}`;
    this.names.set(sql, name);
    return name;
  }
}
