/** Interns strings as small integer codes so columns hold numbers, not strings. */
export class Dictionary {
  private readonly codes = new Map<string, number>();
  readonly values: string[] = [];

  /** The value's code, adding the value when new. */
  intern(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  /** The value's code, or -1 when no document ever had it. */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }

  get size(): number {
    return this.values.length;
  }
}
