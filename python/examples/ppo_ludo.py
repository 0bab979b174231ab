"""PPO in numpy, CleanRL-style, that learns to beat the `medium` bot in 2-player Ludo.

    python python/examples/ppo_ludo.py --minutes 20 --eval-games 20000   # docs/python.md

One file, no deep-learning framework: the policy and value networks are small MLPs
(one tanh hidden layer plus a linear path from the input) with hand-written gradients
and Adam. The loop is CleanRL's ppo.py: collect `num_steps` steps from `num_envs` games
of a ``pachisi.VecEnv`` (Rust, same-step autoreset), GAE advantages, `update_epochs`
epochs of clipped-surrogate minibatch updates with an entropy bonus, linear annealing
of the learning rate and the entropy coefficient.

The policy scores afterstates, as TD-Gammon did: ``VecEnv.afterstate_features()``
gives, for each legal action, the features of the position right after it (per piece:
progress, waiting, home, home column, safe, block, and the chance that an opponent
lands on it in its next turn; docs/python.md, *Features*); the action's logit is
``MLP(features)``, a softmax over the legal actions. The value is ``MLP(features of
the position)`` (``VecEnv.features()``). Decisions with a single legal action are
played by the env (``skip_forced``).

Prints one line per `--print-every` updates: games finished, the win rate over the
last 1,000 training games (the sampling policy) and of the greedy policy over
`--eval-every-games` fresh games, the losses, and the elapsed time; at the end the
greedy policy plays `--eval-games` fresh games against the opponent (95 % Wilson
interval).
"""
import argparse
import os
import time
from collections import deque

import numpy as np

import pachisi


class MLP:
    """x -> tanh(x W1 + b1) w2 + x u + b2, a scalar per row; Adam on its parameters."""

    def __init__(self, n_in, hidden, rng, out_scale=1.0):
        self.p = {
            "W1": rng.normal(0, 1 / np.sqrt(n_in), (n_in, hidden)).astype(np.float32),
            "b1": np.zeros(hidden, np.float32),
            "w2": rng.normal(0, out_scale / np.sqrt(hidden), hidden).astype(np.float32),
            "u": np.zeros(n_in, np.float32),
            "b2": np.zeros(1, np.float32),
        }
        self.m = {k: np.zeros_like(v) for k, v in self.p.items()}
        self.v = {k: np.zeros_like(v) for k, v in self.p.items()}
        self.t = 0

    def forward(self, x):
        h = np.tanh(x @ self.p["W1"] + self.p["b1"])
        return h @ self.p["w2"] + x @ self.p["u"] + self.p["b2"][0], h

    def backward(self, x, h, dy):
        """Gradients for dLoss/dy = dy (same leading shape as the output)."""
        x2, h2, dy2 = x.reshape(-1, x.shape[-1]), h.reshape(-1, h.shape[-1]), dy.reshape(-1)
        dh = np.outer(dy2, self.p["w2"]) * (1 - h2 * h2)
        return {"W1": x2.T @ dh, "b1": dh.sum(0), "w2": h2.T @ dy2, "u": x2.T @ dy2,
                "b2": np.array([dy2.sum()])}

    def adam(self, g, lr, max_norm=0.5, b1=0.9, b2=0.999, eps=1e-5):
        norm = np.sqrt(sum(float((v * v).sum()) for v in g.values()))
        scale = min(1.0, max_norm / (norm + 1e-8))
        self.t += 1
        for k in self.p:
            gk = g[k] * scale
            self.m[k] = b1 * self.m[k] + (1 - b1) * gk
            self.v[k] = b2 * self.v[k] + (1 - b2) * gk * gk
            mh = self.m[k] / (1 - b1 ** self.t)
            vh = self.v[k] / (1 - b2 ** self.t)
            self.p[k] -= (lr * mh / (np.sqrt(vh) + eps)).astype(np.float32)


SEATS, PIECES, ENTRIES = 4, 4, len(pachisi.FEATURE_PIECE_ENTRIES)
HIT = pachisi.FEATURE_PIECE_ENTRIES.index("hit")
PIECE_PART = SEATS * PIECES * ENTRIES
INPUT_SIZE = pachisi.FEATURE_SIZE + SEATS * ENTRIES + 2 * SEATS


def inputs(f):
    """The network's input: the features, each seat's sums over its pieces (so that a
    linear function of the input can weigh every piece alike, as a hand-written
    evaluation does), and the seats' danger sums times "the learner throws next"."""
    pieces = f[..., :PIECE_PART].reshape(f.shape[:-1] + (SEATS, PIECES, ENTRIES))
    sums = pieces.sum(axis=-2)  # [..., seats, entries]
    me_next = f[..., PIECE_PART:PIECE_PART + 1]
    danger = sums[..., HIT:HIT + 2].reshape(f.shape[:-1] + (2 * SEATS,)) * me_next
    return np.concatenate([f, sums.reshape(f.shape[:-1] + (SEATS * ENTRIES,)), danger], axis=-1)


def log_softmax(logits, valid):
    z = np.where(valid, logits, -1e9)
    z = z - z.max(axis=1, keepdims=True)
    return z - np.log(np.exp(z).sum(axis=1, keepdims=True))


def choose(pi, after, acts, rng, greedy=False):
    """Sample (or take the best) legal action per env from afterstate scores."""
    valid = acts >= 0
    logits, _ = pi.forward(inputs(after))
    logp = log_softmax(logits, valid)
    if greedy:
        j = np.where(valid, logits, -np.inf).argmax(axis=1)
    else:
        g = -np.log(-np.log(rng.random(logp.shape)))  # Gumbel-max sampling
        j = np.where(valid, logp + g, -np.inf).argmax(axis=1)
    rows = np.arange(len(j))
    return acts[rows, j], j, logp[rows, j]


def wilson(wins, n, z=1.96):
    """The 95 % Wilson score interval of a share."""
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * np.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def evaluate(pi, args, games, seed):
    """Games won by the greedy policy against the opponents on fresh deals: (wins, games)."""
    env = pachisi.VecEnv(args.variant, num_envs=256, players=args.players, opponents=args.opponents,
                         seed=seed, skip_forced=True)
    env.reset()
    rng = np.random.default_rng(seed)
    wins = done = 0
    while done < games:
        after, acts = env.afterstate_features(args.k)
        a, _, _ = choose(pi, after, acts, rng, greedy=True)
        _, _, rew, term, trunc = env.step(a)
        ended = term | trunc
        wins += int((rew[ended] > 0).sum())
        done += int(ended.sum())
        count, total = env.skipped  # games lost before the first real decision
        done += int(count.sum())
        wins += int((total > 0).sum())
    return wins, done


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--variant", default="ludo")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--opponents", default="medium")
    ap.add_argument("--minutes", type=float, default=5.0, help="training time (wall clock)")
    ap.add_argument("--updates", type=int, default=0, help="stop after this many updates (0: by time)")
    ap.add_argument("--num-envs", type=int, default=256)
    ap.add_argument("--num-steps", type=int, default=32)
    ap.add_argument("--hidden", type=int, default=64)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--gamma", type=float, default=1.0)
    ap.add_argument("--gae-lambda", type=float, default=0.8)
    ap.add_argument("--clip", type=float, default=0.2)
    ap.add_argument("--ent-coef", type=float, default=0.005)
    ap.add_argument("--update-epochs", type=int, default=4)
    ap.add_argument("--minibatches", type=int, default=4)
    ap.add_argument("--k", type=int, default=4, help="most legal actions in a decision")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--print-every", type=int, default=10, help="updates between progress lines")
    ap.add_argument("--eval-every-games", type=int, default=2000,
                    help="fresh games of the greedy policy on each progress line (0: none)")
    ap.add_argument("--eval-games", type=int, default=10000)
    args = ap.parse_args()

    rng = np.random.default_rng(args.seed)
    n, T, D, K = args.num_envs, args.num_steps, INPUT_SIZE, args.k
    env = pachisi.VecEnv(args.variant, num_envs=n, players=args.players, opponents=args.opponents,
                         seed=args.seed, skip_forced=True)
    pi = MLP(D, args.hidden, rng, out_scale=0.01)
    vf = MLP(D, args.hidden, rng)

    feat_b = np.zeros((T, n, D), np.float32)
    after_b = np.zeros((T, n, K, D), np.float32)
    acts_b = np.zeros((T, n, K), np.int64)
    j_b = np.zeros((T, n), np.int64)
    logp_b = np.zeros((T, n), np.float32)
    rew_b = np.zeros((T, n), np.float32)
    done_b = np.zeros((T, n), np.float32)
    val_b = np.zeros((T, n), np.float32)

    recent = deque(maxlen=1000)
    env.reset()
    start, cpu0 = time.time(), time.process_time()
    budget = args.minutes * 60
    games = update = 0
    print(f"PPO (numpy) on {args.variant}, {args.players} players, against {args.opponents}: "
          f"{n} envs x {T} steps per update")
    print(f"{'update':>6} {'minutes':>7} {'CPU s':>6} {'games':>8} {'train win (last 1000)':>21} "
          f"{'greedy win':>10} {'pg loss':>8} {'v loss':>7} {'entropy':>7}")

    def progress():
        if args.updates:
            return update / args.updates
        return (time.time() - start) / budget

    while progress() < 1:
        update += 1
        # CleanRL's linear annealing (learning rate; here the entropy bonus too).
        frac = max(0.05, 1.0 - progress())
        lr, ent_coef = args.lr * frac, args.ent_coef * frac
        for t in range(T):
            feat = inputs(env.features())
            feat_b[t] = feat
            after, acts = env.afterstate_features(K)
            after_b[t], acts_b[t] = inputs(after), acts
            a, j, lp = choose(pi, after, acts, rng)
            j_b[t], logp_b[t] = j, lp
            val_b[t] = vf.forward(feat)[0]
            _, _, rew, term, trunc = env.step(a)
            ended = term | trunc
            rew_b[t], done_b[t] = rew, ended
            for r in rew[ended]:
                recent.append(r > 0)
            count, total = env.skipped  # lost before the learner had a real choice
            for i in np.flatnonzero(count):
                recent.extend([total[i] > 0] * int(count[i]))
            games += int(ended.sum()) + int(count.sum())
        # GAE; a game's reward comes with its last step (episodes end there).
        next_val = vf.forward(inputs(env.features()))[0]
        adv = np.zeros((T, n), np.float32)
        last = np.zeros(n, np.float32)
        for t in reversed(range(T)):
            nv = next_val if t == T - 1 else val_b[t + 1]
            nonterm = 1.0 - done_b[t]
            delta = rew_b[t] + args.gamma * nv * nonterm - val_b[t]
            last = delta + args.gamma * args.gae_lambda * nonterm * last
            adv[t] = last
        ret = adv + val_b

        B = T * n
        f_feat, f_after, f_acts = feat_b.reshape(B, D), after_b.reshape(B, K, D), acts_b.reshape(B, K)
        f_j, f_logp, f_adv, f_ret = j_b.reshape(B), logp_b.reshape(B), adv.reshape(B), ret.reshape(B)
        mb = B // args.minibatches
        for _ in range(args.update_epochs):
            order = rng.permutation(B)
            for s in range(0, B, mb):
                idx = order[s:s + mb]
                x, valid, jj = f_after[idx], f_acts[idx] >= 0, f_j[idx]
                a_mb = f_adv[idx]
                a_mb = (a_mb - a_mb.mean()) / (a_mb.std() + 1e-8)
                logits, h = pi.forward(x)
                logp_all = log_softmax(logits, valid)
                p = np.exp(logp_all) * valid
                rows = np.arange(len(idx))
                ratio = np.exp(logp_all[rows, jj] - f_logp[idx])
                unclipped = ratio * a_mb
                clipped = np.clip(ratio, 1 - args.clip, 1 + args.clip) * a_mb
                pg_loss = -np.minimum(unclipped, clipped).mean()
                ent = -(p * np.where(valid, logp_all, 0)).sum(axis=1)
                # d(loss)/d(logits): the surrogate where it is not clipped, the entropy bonus.
                active = (unclipped <= clipped).astype(np.float32)
                dlogp = -(active * ratio * a_mb) / len(idx)
                onehot = np.zeros_like(p)
                onehot[rows, jj] = 1
                dlogits = dlogp[:, None] * (onehot - p)
                dlogits += ent_coef / len(idx) * p * (np.where(valid, logp_all, 0) + ent[:, None])
                dlogits *= valid
                pi.adam(pi.backward(x, h, dlogits), lr)
                v, hv = vf.forward(f_feat[idx])
                v_loss = 0.5 * ((v - f_ret[idx]) ** 2).mean()
                vf.adam(vf.backward(f_feat[idx], hv, (v - f_ret[idx]) / len(idx)), lr)
        if update % args.print_every == 0 or update == 1:
            wr = np.mean(recent) if recent else float("nan")
            greedy = float("nan")
            if args.eval_every_games:
                w, g = evaluate(pi, args, args.eval_every_games, seed=1_000_000 + update)
                greedy = w / g
            print(f"{update:>6} {(time.time() - start) / 60:>7.1f} {time.process_time() - cpu0:>6.0f} "
                  f"{games:>8} {wr:>21.3f} {greedy:>10.3f} {pg_loss:>8.4f} {v_loss:>7.4f} {ent.mean():>7.3f}", flush=True)
    print(f"trained {update} updates, {games} games: {(time.time() - start) / 60:.1f} minutes, "
          f"{time.process_time() - cpu0:.0f} CPU seconds (progress evaluations included), "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    if args.eval_games:
        # Fresh deals: seeds no training or progress evaluation used.
        w, g = evaluate(pi, args, args.eval_games, seed=10_000 + args.seed)
        lo, hi = wilson(w, g)
        print(f"greedy policy against {args.opponents}: {w / g:.4f} ({w} of {g} new games), "
              f"95% Wilson interval [{lo:.4f}, {hi:.4f}]")


if __name__ == "__main__":
    main()
