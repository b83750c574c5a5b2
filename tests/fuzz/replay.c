/*
 * replay.c - runs fuzz_args.c's invariants over files (the seed corpus) in
 * builds without libFuzzer, so every build checks them.
 *
 * usage: fuzz_replay FILE...
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        static uint8_t buf[1 << 16];
        size_t n = f ? fread(buf, 1, sizeof buf, f) : 0;
        if (!f || ferror(f)) {
            fprintf(stderr, "fuzz_replay: cannot read %s\n", argv[i]);
            return 1;
        }
        fclose(f);
        LLVMFuzzerTestOneInput(buf, n);
    }
    printf("fuzz_replay: %d inputs, every invariant held\n", argc - 1);
    return 0;
}
