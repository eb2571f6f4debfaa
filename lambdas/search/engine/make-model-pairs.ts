/** Interns (make code, model slug code) pairs, so one per-row code serves both facets. */
export class MakeModelPairs {
  private readonly codes = new Map<number, number>();
  readonly make: number[] = [];
  readonly model: number[] = [];

  intern(make: number, model: number): number {
    // Dictionary codes stay far below 2^26, so the key is exact.
    const key = make * 2 ** 26 + model;
    let code = this.codes.get(key);
    if (code === undefined) {
      code = this.make.length;
      this.codes.set(key, code);
      this.make.push(make);
      this.model.push(model);
    }
    return code;
  }

  get size(): number {
    return this.make.length;
  }
}
