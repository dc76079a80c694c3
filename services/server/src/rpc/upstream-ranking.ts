/** Spec §7/§9: rank upstreams by stability 0.7 and latency 0.3 over the last 10 samples. */
export interface RankingOptions {
  sampleCount?: number;
  weights?: { stability: number; latency: number };
}

interface Sample {
  ok: boolean;
  latencyMs: number;
}

export class UpstreamRanking {
  private readonly samples: Sample[][];
  private readonly sampleCount: number;
  private readonly weights: { stability: number; latency: number };
  private order: number[];

  constructor(upstreamCount: number, options: RankingOptions = {}) {
    this.sampleCount = options.sampleCount ?? 10;
    this.weights = options.weights ?? { stability: 0.7, latency: 0.3 };
    this.samples = Array.from({ length: upstreamCount }, () => []);
    this.order = this.samples.map((_, index) => index);
  }

  /** Upstream indexes, best first; unsampled upstreams keep their configured place. */
  ranked(): readonly number[] {
    return this.order;
  }

  record(index: number, ok: boolean, latencyMs: number): void {
    const samples = this.samples[index];
    if (!samples) return;
    samples.push({ ok, latencyMs });
    if (samples.length > this.sampleCount) samples.shift();
    this.order = this.rank();
  }

  scores(): number[] {
    const means = this.samples.map((samples) =>
      samples.length === 0 ? undefined : samples.reduce((sum, sample) => sum + sample.latencyMs, 0) / samples.length,
    );
    const maxLatency = Math.max(1, ...means.map((mean) => mean ?? 0));
    return this.samples.map((samples, index) => {
      if (samples.length === 0) return this.weights.stability + this.weights.latency * 0.5;
      const stability = samples.filter((sample) => sample.ok).length / samples.length;
      const latency = 1 - (means[index] ?? 0) / maxLatency;
      return this.weights.stability * stability + this.weights.latency * latency;
    });
  }

  private rank(): number[] {
    const scores = this.scores();
    return this.samples.map((_, index) => index).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  }
}
