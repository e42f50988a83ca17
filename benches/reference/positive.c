/* The plain reference for `positions positive --nth N`: a single-threaded C program
 * of the engine's method, exact from the move
 * rule by the proof in src/games/positive/mod.rs (six monotone tests; pairs tested at
 * their entry layer; an active list; a simplex of fresh pairs; row and diagonal walkers).
 * Plain structures: the P-positions in arrays, indexed by value and by each kind of
 * difference with head arrays and linked lists (u32), a binary heap of walkers, an
 * open-addressing table for the simplex's lower bounds of z, the floor of z by binary
 * search over blocks of 16 positions, D2's blocked differences as a bit set.
 * Usage: positive N  -> prints "a b c" of P(N) (n = 0 is 0 0 0); positive N all -> prints
 * P(0..=N), one per line. Compiled at bench time by benches/positive.rs, and by
 * tests/positive_c.rs (the engine's whole list compared), with the system cc -O2. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

typedef uint64_t u64;
typedef uint32_t u32;

static void *grow(void *p, u64 *cap, u64 need, u64 size) {
    if (need <= *cap) return p;
    u64 n = *cap ? *cap : 1024;
    while (n < need) n *= 2;
    p = realloc(p, n * size);
    if (!p) { fprintf(stderr, "out of memory\n"); exit(2); }
    memset((char *)p + *cap * size, 0, (n - *cap) * size);
    *cap = n;
    return p;
}

/* The P-positions (sorted, in order of sum), their exact z, and the index. */
static u32 *P; static u64 np, capP;            /* P[3i+j] */
static u32 *Z; static u64 capZ;
static u32 *vhead; static u64 capV;            /* link 3i+role+1, 0 none */
static u32 *dhead[3]; static u64 capD[3];      /* kinds q2-q1, q3-q2, q3-q1 */
static u32 *vnext, *dnext; static u64 capVN, capDN;
static u32 (*blk)[3]; static u64 nblk, capB;   /* prefix maxima of x, y, z per 16 */
static u32 run[3];

static int vused(u64 v) { return v < capV && vhead[v]; }
static int dused(u64 d) {
    for (int k = 0; k < 3; k++) if (d < capD[k] && dhead[k][d]) return 1;
    return 0;
}
#define Q(l, j) ((u64)P[((l) - 1) / 3 * 3 + (j)])
#define FORV(v, body) if ((v) < capV) for (u32 l = vhead[v]; l; l = vnext[l - 1]) { int r = (l - 1) % 3; u64 q1 = Q(l, 0), q2 = Q(l, 1), q3 = Q(l, 2); body }
#define FORD(d, body) for (int k = 0; k < 3; k++) if ((d) < capD[k]) for (u32 l = dhead[k][d]; l; l = dnext[l - 1]) { u64 q1 = Q(l, 0), q2 = Q(l, 1), q3 = Q(l, 2); body }

static int v1(u64 a, u64 b, u64 c) { FORV(a, if (r == 2 || (r == 1 && q3 <= c) || (r == 0 && q2 <= b && q3 <= c)) return 1; (void)q1;) return 0; }
static int v2(u64 a, u64 b, u64 c) { FORV(b, if ((r == 2 && q1 <= a) || (r == 1 && q1 <= a && q3 <= c)) return 1; (void)q2;) return 0; }
static int v3(u64 a, u64 b, u64 c) { FORV(c, if (r == 2 && q1 <= a && q2 <= b) return 1; (void)q3;) return 0; }
static int d1(u64 a, u64 b, u64 c) { (void)b; FORD(b - a, if ((k == 0 && q1 <= a && q3 <= c) || (k == 1 && q2 <= a) || (k == 2 && q1 <= a)) return 1;) return 0; }
static int d2(u64 a, u64 b, u64 c) { FORD(c - b, if ((k == 0 && q3 <= a) || (k == 1 && q2 <= b && q1 <= a) || (k == 2 && q2 <= a)) return 1;) return 0; }
static int d3(u64 a, u64 b, u64 c) { FORD(c - a, if ((k == 0 && q1 <= a && q3 <= b) || (k == 1 && q2 <= a) || (k == 2 && q1 <= a && q2 <= b)) return 1;) return 0; }

static void link(u32 **head, u64 *cap, u32 *next, u64 key, u32 l) {
    *head = grow(*head, cap, key + 1, 4);
    next[l - 1] = (*head)[key];  /* pushed in front: the lists are in no particular order */
    (*head)[key] = l;
}

static void insert(u64 a, u64 b, u64 c, u64 z) {
    if (c > 0xFFFFFFFFull || 3 * np + 3 >= 0xFFFFFFFFull) { fprintf(stderr, "past 32-bit entries\n"); exit(2); }
    P = grow(P, &capP, 3 * np + 3, 4); Z = grow(Z, &capZ, np + 1, 4);
    vnext = grow(vnext, &capVN, 3 * np + 3, 4); dnext = grow(dnext, &capDN, 3 * np + 3, 4);
    u64 q[3] = {a, b, c}, d[3] = {b - a, c - b, c - a};
    for (int j = 0; j < 3; j++) P[3 * np + j] = (u32)q[j];
    Z[np] = (u32)z;
    for (int j = 0; j < 3; j++) link(&vhead, &capV, vnext, q[j], (u32)(3 * np + j + 1));
    for (int k = 0; k < 3; k++) link(&dhead[k], &capD[k], dnext, d[k], (u32)(3 * np + k + 1));
    np++;
    u32 x[3] = {(u32)a, (u32)b, (u32)z};
    for (int j = 0; j < 3; j++) if (x[j] > run[j]) run[j] = x[j];
    if (np % 16 == 0) { blk = grow(blk, &capB, nblk + 1, 12); memcpy(blk[nblk++], run, 12); }
}

/* A lower bound of z(a, b): the largest exact z of the longest prefix of positions whose
 * running maxima of x and y stay within (a, b) (z is nondecreasing in a and b). */
static u64 floor_at(u64 a, u64 b) {
    u64 lo = 0, hi = nblk;
    while (lo < hi) { u64 m = (lo + hi) / 2; if (blk[m][0] <= a && blk[m][1] <= b) lo = m + 1; else hi = m; }
    u64 best = 1, mx = 0, my = 0;
    if (lo) { best = blk[lo - 1][2]; mx = blk[lo - 1][0]; my = blk[lo - 1][1]; }
    for (u64 i = lo * 16; i < np && i < lo * 16 + 16; i++) {
        if (P[3 * i] > mx) mx = P[3 * i];
        if (P[3 * i + 1] > my) my = P[3 * i + 1];
        if (mx > a || my > b) break;
        if (Z[i] > best) best = Z[i];
    }
    return best ? best : 1;
}

static u64 z_from(u64 a, u64 b, u64 from) {
    u64 f = floor_at(a, b), e = from > f ? from : f;
    if (e < 1) e = 1;
    while (d2(a, b, b + e)) e++;
    return e;
}

/* D2's blocked differences for every pair with a >= m, b - a >= md. */
static u64 *bits; static u64 capBits, bnext[3], bmex = 1;
static void bset(u64 d) { bits = grow(bits, &capBits, d / 64 + 1, 8); bits[d / 64] |= 1ull << (d % 64); }
static u64 blocked(u64 m, u64 md) {
    for (; bnext[0] < np && P[3 * bnext[0]] <= m && P[3 * bnext[0] + 1] <= m + md; bnext[0]++)
        bset(P[3 * bnext[0] + 2] - P[3 * bnext[0] + 1]);
    for (; bnext[1] < np && P[3 * bnext[1] + 1] <= m; bnext[1]++) bset(P[3 * bnext[1] + 2] - P[3 * bnext[1]]);
    for (; bnext[2] < np && P[3 * bnext[2] + 2] <= m; bnext[2]++) bset(P[3 * bnext[2] + 1] - P[3 * bnext[2]]);
    while (bmex / 64 < capBits && (bits[bmex / 64] >> (bmex % 64) & 1)) bmex++;
    return bmex;
}

/* The walkers: a binary heap by the layer each waits for. kind 0: row x = a, y = next b;
 * kind 1: diagonal x = d, y = next a. */
typedef struct { u64 key, kind, x, y, e, from; } walker;
static walker *heap; static u64 nheap, capH;
static void hpush(walker w) {
    heap = grow(heap, &capH, nheap + 1, sizeof(walker));
    u64 i = nheap++;
    while (i && heap[(i - 1) / 2].key > w.key) { heap[i] = heap[(i - 1) / 2]; i = (i - 1) / 2; }
    heap[i] = w;
}
static walker hpop(void) {
    walker top = heap[0], w = heap[--nheap];
    u64 i = 0;
    for (;;) {
        u64 c = 2 * i + 1;
        if (c >= nheap) break;
        if (c + 1 < nheap && heap[c + 1].key < heap[c].key) c++;
        if (heap[c].key >= w.key) break;
        heap[i] = heap[c]; i = c;
    }
    if (nheap) heap[i] = w;
    return top;
}

/* The simplex's lower bounds of z, (a << 32 | d) -> e (EXACT: the entry is passed). */
#define EXACT (1ull << 63)
static u64 *hk, *hv, hcap, hlen, hpruned = 1024;
static u64 hslot(u64 k) { u64 i = (k * 0x9E3779B97F4A7C15ull) >> 20; for (;; i++) { i &= hcap - 1; if (!hk[i] || hk[i] == k) return i; } }
static void hput(u64 k, u64 v);
static void hrebuild(u64 cap, u64 m, u64 md) {
    u64 *ok = hk, *ov = hv, oc = hcap;
    hcap = cap; hk = calloc(cap, 8); hv = calloc(cap, 8); hlen = 0;
    if (!hk || !hv) { fprintf(stderr, "out of memory\n"); exit(2); }
    for (u64 i = 0; i < oc; i++)
        if (ok[i] && (ok[i] >> 32) >= m && (ok[i] & 0xFFFFFFFF) >= md && !vused(ok[i] >> 32) && !dused(ok[i] & 0xFFFFFFFF))
            hput(ok[i], ov[i]);
    free(ok); free(ov);
}
static void hput(u64 k, u64 v) {
    if (2 * (hlen + 1) > hcap) hrebuild(hcap ? 2 * hcap : 4096, 0, 0);
    u64 i = hslot(k);
    if (!hk[i]) { hk[i] = k; hlen++; }
    hv[i] = v;
}
static u64 hget(u64 k) { if (!hcap) return 0; u64 i = hslot(k); return hk[i] ? hv[i] : 0; }

static u64 mexv = 1, mexd = 1;

typedef struct { u64 a, b, entry; } pair;
static pair *act, *ent; static u64 nact, nent, capA, capE;
static void enter(u64 a, u64 b, u64 entry) { ent = grow(ent, &capE, nent + 1, sizeof(pair)); ent[nent++] = (pair){a, b, entry}; }
static int free_at(u64 a, u64 b, u64 c) { return !v1(a, b, c) && !v2(a, b, c) && !d1(a, b, c); }

static void walk(u64 s, walker w) {
    u64 e = w.e;
    for (;;) {
        u64 a, b;
        if (w.kind == 0) { a = w.x; b = w.y; }
        else { if (w.y < mexv) w.y = mexv; while (vused(w.y)) w.y++; a = w.y; b = a + w.x; }
        e = z_from(a, b, e);
        u64 c = b + e, entry = a + 2 * b + e;
        if (w.kind == 0 ? v1(a, b, c) : d1(a, b, c)) return;
        if (entry < s && entry > w.from) { fprintf(stderr, "internal: a walker missed (%llu, %llu)\n", (unsigned long long)a, (unsigned long long)b); exit(2); }
        if (entry > s) { w.key = entry; w.e = e; hpush(w); return; }
        if (entry == s && free_at(a, b, c)) enter(a, b, entry);
        w.y++;
    }
}

typedef struct { u64 q[3], entry; } found_t;
static int cmp(const void *x, const void *y) {
    const u64 *p = ((const found_t *)x)->q, *q = ((const found_t *)y)->q;
    for (int j = 0; j < 3; j++) if (p[j] != q[j]) return p[j] < q[j] ? -1 : 1;
    return 0;
}

int main(int argc, char **argv) {
    int all = argc == 3 && strcmp(argv[2], "all") == 0;
    if (argc != 2 && !all) { fprintf(stderr, "usage: positive N [all]\n"); return 2; }
    u64 n = strtoull(argv[1], 0, 10), count = 1, lz = 1;
    if (n == 0 || all) printf("0 0 0\n");
    if (n == 0) return 0;
    found_t *found = 0; u64 nf, capF = 0;
    u64 rows[64][4], diags[64]; /* per layer: (v, first b, e, dead), new differences */
    for (u64 s = 1;; s++) {
        nent = 0;
        /* The simplex of fresh pairs (a and b - a unused). */
        if (hlen > 2 * hpruned) { hrebuild(hcap, mexv, mexd); hpruned = hlen > 1024 ? hlen : 1024; }
        for (u64 a = mexv; 3 * a + 2 * mexd + lz <= s; a++) {
            if (vused(a)) continue;
            for (u64 d = mexd; 3 * a + 2 * d + lz <= s; d++) {
                if (dused(d)) continue;
                u64 b = a + d, key = a << 32 | d, cached = hget(key);
                if (cached & EXACT) continue;
                u64 e0 = cached > lz ? cached : lz;
                if (a + 2 * b + e0 > s) continue;
                u64 e = z_from(a, b, e0);
                hput(key, e | (a + 2 * b + e <= s ? EXACT : 0));
                if (a + 2 * b + e == s && free_at(a, b, b + e)) enter(a, b, s);
            }
        }
        while (nheap && heap[0].key <= s) {
            walker w = hpop();
            if (w.key < s) { fprintf(stderr, "internal: a walker waited past its layer\n"); return 2; }
            walk(s, w);
        }
        for (u64 i = 0; i < nent; i++) {
            int dup = 0;
            for (u64 j = 0; j < nact; j++) if (act[j].a == ent[i].a && act[j].b == ent[i].b) dup = 1;
            if (!dup) { act = grow(act, &capA, nact + 1, sizeof(pair)); act[nact++] = ent[i]; }
        }
        /* The active pairs: all six tests at c = s - a - b. */
        nf = 0;
        u64 keep = 0;
        for (u64 i = 0; i < nact; i++) {
            u64 a = act[i].a, b = act[i].b, c = s - a - b;
            if (v1(a, b, c) || v2(a, b, c) || d1(a, b, c)) continue;
            if (v3(a, b, c) || d2(a, b, c) || d3(a, b, c)) { act[keep++] = act[i]; continue; }
            found = grow(found, &capF, nf + 1, sizeof(found_t));
            found[nf++] = (found_t){{a, b, c}, act[i].entry};
        }
        nact = keep;
        if (!nf) continue;
        qsort(found, nf, sizeof(found_t), cmp);
        for (u64 i = 0; i < nf; i++, count++) {
            if (all && count < n) printf("%llu %llu %llu\n", (unsigned long long)found[i].q[0], (unsigned long long)found[i].q[1], (unsigned long long)found[i].q[2]);
            if (count == n) { printf("%llu %llu %llu\n", (unsigned long long)found[i].q[0], (unsigned long long)found[i].q[1], (unsigned long long)found[i].q[2]); return 0; }
        }
        /* Record: new rows (dead when first used as c) and new differences. */
        int nr = 0, nd = 0;
        for (u64 i = 0; i < nf; i++) {
            u64 *q = found[i].q, z = found[i].entry - q[0] - 2 * q[1];
            for (int j = 0; j < 3; j++) {
                if (vused(q[j])) continue;
                int r = 0;
                while (r < nr && rows[r][0] != q[j]) r++;
                if (r == nr) { if (nr == 64) { fprintf(stderr, "too many rows in a layer\n"); return 2; } rows[nr][0] = q[j]; rows[nr][1] = 0; rows[nr][2] = 0; rows[nr][3] = 0; nr++; }
                if (j == 2) rows[r][3] = 1;
                else { if (q[1] + 1 > rows[r][1]) rows[r][1] = q[1] + 1; if (z > rows[r][2]) rows[r][2] = z; }
            }
            u64 d[3] = {q[1] - q[0], q[2] - q[1], q[2] - q[0]};
            for (int k = 0; k < 3; k++) {
                int seen = dused(d[k]);
                for (int t = 0; t < nd; t++) seen |= diags[t] == d[k];
                if (!seen) { if (nd == 64) { fprintf(stderr, "too many differences in a layer\n"); return 2; } diags[nd++] = d[k]; }
            }
        }
        for (u64 i = 0; i < nf; i++) insert(found[i].q[0], found[i].q[1], found[i].q[2], found[i].entry - found[i].q[0] - 2 * found[i].q[1]);
        while (vused(mexv)) mexv++;
        while (dused(mexd)) mexd++;
        u64 lb = blocked(mexv, mexd), fl = floor_at(mexv, mexv + mexd);
        lz = lb > fl ? lb : fl;
        for (int r = 0; r < nr; r++)
            if (!rows[r][3]) hpush((walker){s + 1, 0, rows[r][0], rows[r][1], rows[r][2], s});
        for (int t = 0; t < nd; t++) hpush((walker){s + 1, 1, diags[t], mexv, 1, s});
    }
}
