/* asan-full-unwind.c — linked into the test programs that open a file
 * chooser.  A file chooser makes GTK create more than 2048 quarks, and
 * GLib then drops its first block of quarks on purpose (lock-free lookup
 * keeps the old array for readers); LeakSanitizer reports the 16 KiB.
 * With full stack unwinding the report shows the block was allocated by
 * GLib's constructor, which tests/lsan.supp suppresses (leak:_dl_init);
 * the default fast unwinder stops inside GLib and could not tell. */
#if defined(__SANITIZE_ADDRESS__)
const char *__asan_default_options (void);

const char *
__asan_default_options (void)
{
  return "fast_unwind_on_malloc=0";
}
#else
/* Nothing to do without AddressSanitizer (ISO C wants a declaration). */
typedef int terr_test_no_asan;
#endif
