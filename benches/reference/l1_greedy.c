/* The plain reference for `positions l1 --nth N`: a single-threaded C greedy
 * over byte arrays, written from the move lemma of games/l1/exact.rs (a sorted triple of
 * the least next sum is a P-position of L1-Nim iff its values and its three absolute
 * differences are all new). One byte per value and per difference, grown by doubling;
 * each candidate tested one value at a time; every triple reaching the least sum kept.
 * Usage: l1_greedy N  -> prints "a b c" of P(N) (n = 0 is 0 0 0). Compiled at bench time
 * by benches/l1_speed.rs with the system cc -O2. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

typedef struct { unsigned char *f; uint64_t len; } flags;

static int get(const flags *s, uint64_t x) { return x < s->len && s->f[x]; }

static void set(flags *s, uint64_t x) {
    if (x >= s->len) {
        uint64_t n = 2 * x + 1;
        s->f = realloc(s->f, n);
        if (!s->f) { fprintf(stderr, "out of memory\n"); exit(2); }
        memset(s->f + s->len, 0, n - s->len);
        s->len = n;
    }
    s->f[x] = 1;
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: l1_greedy N\n"); return 2; }
    uint64_t n = strtoull(argv[1], 0, 10);
    flags val = {0, 0}, dif = {0, 0};
    uint64_t m = 0, delta = 0, count = 0;
    uint64_t found[64][3];
    for (;;) {
        while (get(&val, m)) m++;
        while (get(&dif, delta)) delta++;
        uint64_t best = UINT64_MAX;
        int k = 0;
        for (uint64_t a = m; 3 * a + 3 * delta <= best; a++) {
            if (get(&val, a)) continue;
            for (uint64_t b = a + delta; a + 2 * b + delta <= best; b++) {
                if (get(&val, b) || get(&dif, b - a)) continue;
                uint64_t c = b + delta;
                while (a + b + c <= best && (get(&val, c) || get(&dif, c - b) || get(&dif, c - a)))
                    c++;
                uint64_t s = a + b + c;
                if (s < best) { best = s; k = 0; }
                if (s == best && k < 64) { found[k][0] = a; found[k][1] = b; found[k][2] = c; k++; }
            }
        }
        /* found[] is in lexicographic order already (a, then b, increasing). */
        for (int i = 0; i < k; i++) {
            if (count == n) { printf("%llu %llu %llu\n", (unsigned long long)found[i][0],
                                    (unsigned long long)found[i][1], (unsigned long long)found[i][2]);
                              return 0; }
            count++;
        }
        for (int i = 0; i < k; i++) {
            uint64_t a = found[i][0], b = found[i][1], c = found[i][2];
            set(&val, a); set(&val, b); set(&val, c);
            set(&dif, b - a); set(&dif, c - b); set(&dif, c - a);
        }
    }
}
