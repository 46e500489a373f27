// The yardstick of the parse benchmark: a C program that reads a dump, runs one PCRE2 JIT match
// per line and links each node to its parent by counting `|` markers. `vtree stats` is
// measured against it in the same run.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: pcre2-reference FILE\n");
    return 64;
  }
  FILE *file = fopen(argv[1], "rb");
  if (!file) {
    perror(argv[1]);
    return 2;
  }
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  char *text = malloc(size > 0 ? size : 1);
  if (fread(text, 1, size, file) != (size_t)size) {
    perror(argv[1]);
    return 2;
  }
  fclose(file);

  int error;
  PCRE2_SIZE offset;
  pcre2_code *pattern = pcre2_compile(
      (PCRE2_SPTR) "^([ \\t]*)((?:[|+][ \\t]*)*)<([A-Za-z_$][^\\s:;<>,()]*)(?::[ \\t]?(0x[0-9A-Fa-f]+))?",
      PCRE2_ZERO_TERMINATED, 0, &error, &offset, NULL);
  pcre2_jit_compile(pattern, PCRE2_JIT_COMPLETE);
  pcre2_match_data *match = pcre2_match_data_create_from_pattern(pattern, NULL);

  size_t capacity = 1 << 20, count = 0;
  int *parents = malloc(sizeof(int) * capacity);
  int open_nodes[4096], open_depths[4096], open_count = 0;
  for (char *line = text, *end = text + size; line < end;) {
    char *newline = memchr(line, '\n', end - line);
    if (!newline) newline = end;
    if (pcre2_match(pattern, (PCRE2_SPTR)line, newline - line, 0, 0, match, NULL) > 0) {
      PCRE2_SIZE *groups = pcre2_get_ovector_pointer(match);
      int depth = 0;
      for (size_t i = groups[4]; i < groups[5]; i++) depth += line[i] == '|';
      while (open_count > 0 && open_depths[open_count - 1] >= depth) open_count--;
      if (count == capacity) parents = realloc(parents, sizeof(int) * (capacity *= 2));
      parents[count] = open_count ? open_nodes[open_count - 1] : -1;
      if (open_count < 4096) {
        open_nodes[open_count] = (int)count;
        open_depths[open_count++] = depth;
      }
      count++;
    }
    line = newline + 1;
  }
  printf("%zu nodes\n", count);
  return 0;
}
