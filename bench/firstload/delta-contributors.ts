import { gzipSize, type FirstLoad } from './measure-first-load';

export interface Contributor {
  owner: string;
  /** Gzipped size of the owner's code in the Airlock app minus in the floor (each gzipped on its own). */
  gzipDelta: number;
}

/** Packages by how much more of their code the Airlock app's first load has than the floor's. */
export function deltaContributors(floor: FirstLoad, airlock: FirstLoad): Contributor[] {
  const owners = new Set([...floor.codeByOwner.keys(), ...airlock.codeByOwner.keys()]);
  const sizeIn = (load: FirstLoad, owner: string) => {
    const code = load.codeByOwner.get(owner);
    return code ? gzipSize(code.join('\n')) : 0;
  };
  return [...owners]
    .map((owner) => ({ owner, gzipDelta: sizeIn(airlock, owner) - sizeIn(floor, owner) }))
    .filter((contributor) => contributor.gzipDelta !== 0)
    .sort((a, b) => b.gzipDelta - a.gzipDelta);
}
