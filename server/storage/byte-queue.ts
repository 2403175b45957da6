/**
 * Bytes received in arbitrary pieces, taken out in fixed-size records. Avoids concatenating on
 * every write, which would be quadratic when a stream delivers many small pieces.
 */
export class ByteQueue {
  private parts: Buffer[] = [];
  private head = 0;
  length = 0;

  push(bytes: Buffer): void {
    if (bytes.length === 0) return;
    this.parts.push(bytes);
    this.length += bytes.length;
  }

  /** Removes and returns the first `n` bytes; `n` must not exceed `length`. */
  take(n: number): Buffer {
    if (n > this.length) throw new RangeError(`take(${n}) with only ${this.length} bytes queued`);
    const first = this.parts[this.head];
    let out: Buffer;
    if (n === 0) {
      out = Buffer.alloc(0);
    } else if (first!.length >= n) {
      out = first!.subarray(0, n);
      this.consume(first!, n);
    } else {
      out = Buffer.allocUnsafe(n);
      let offset = 0;
      while (offset < n) {
        const part = this.parts[this.head]!;
        const count = Math.min(part.length, n - offset);
        part.copy(out, offset, 0, count);
        offset += count;
        this.consume(part, count);
      }
    }
    this.length -= n;
    if (this.head > 32 && this.head * 2 > this.parts.length) {
      this.parts = this.parts.slice(this.head);
      this.head = 0;
    }
    return out;
  }

  private consume(part: Buffer, count: number): void {
    if (count === part.length) this.parts[this.head++] = EMPTY;
    else this.parts[this.head] = part.subarray(count);
  }
}

const EMPTY = Buffer.alloc(0);
