/* test-prosody.c — a private prosody for the network tests. */
#include "test-prosody.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *
program (const char *var)
{
  const char *path = g_getenv (var);

  if (path == NULL || *path == '\0' || !g_file_test (path, G_FILE_TEST_IS_EXECUTABLE))
    g_error ("%s is not set to the prosody program: install prosody (build-aux/test does) "
             "and configure the build again", var);
  return path;
}

guint16
test_prosody_free_port (void)
{
  struct sockaddr_in addr = { 0 };
  socklen_t len = sizeof addr;
  int fd = socket (AF_INET, SOCK_STREAM, 0);
  guint16 port;

  g_assert_cmpint (fd, >=, 0);
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl (INADDR_LOOPBACK);
  addr.sin_port = 0;
  g_assert_cmpint (bind (fd, (struct sockaddr *) &addr, sizeof addr), ==, 0);
  g_assert_cmpint (getsockname (fd, (struct sockaddr *) &addr, &len), ==, 0);
  port = ntohs (addr.sin_port);
  close (fd);
  return port;
}

static gboolean
port_open (guint16 port)
{
  struct sockaddr_in addr = { 0 };
  int fd = socket (AF_INET, SOCK_STREAM, 0);
  gboolean ok;

  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl (INADDR_LOOPBACK);
  addr.sin_port = htons (port);
  ok = connect (fd, (struct sockaddr *) &addr, sizeof addr) == 0;
  close (fd);
  return ok;
}

static void
copy_file (const char *name,
           const char *dir)
{
  g_autofree char *from = g_test_build_filename (G_TEST_DIST, "net", name, NULL);
  g_autofree char *to = g_build_filename (dir, name, NULL);
  g_autofree char *contents = NULL;
  gsize len = 0;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (from, &contents, &len, &error);
  g_assert_no_error (error);
  g_file_set_contents_full (to, contents, len, G_FILE_SET_CONTENTS_NONE, 0600, &error);
  g_assert_no_error (error);
}

static void
write_config (TestProsody *server)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_strdup_printf (
    "-- A private server for the tests: loopback only, no registration.\n"
    "run_as_root = true\n"
    "daemonize = false\n"
    "data_path = \"%1$s/data\"\n"
    "certificates = \"%1$s\"\n"
    "admin_socket = \"%1$s/admin.sock\"\n"
    "interfaces = { \"127.0.0.1\", \"127.0.0.2\" }\n"
    "c2s_ports = { %2$u }\n"
    "c2s_direct_tls_ports = { }\n"
    "s2s_ports = { }\n"
    "component_ports = { }\n"
    "http_ports = { }\n"
    "https_ports = { }\n"
    "allow_registration = false\n"
    "authentication = \"internal_hashed\"\n"
    "storage = \"internal\"\n"
    "c2s_require_encryption = true\n"
    "log = { { levels = { min = \"info\" }, to = \"file\", filename = \"%1$s/prosody.log\" } }\n"
    "modules_enabled = { \"roster\", \"saslauth\", \"tls\", \"disco\", \"ping\", \"offline\" }\n"
    "modules_disabled = { \"s2s\", \"posix\" }\n"
    "ssl = { certificate = \"%1$s/test-server.crt\", key = \"%1$s/test-server.key\" }\n"
    "VirtualHost \"" TEST_XMPP_DOMAIN "\"\n"
    "Component \"" TEST_XMPP_ROOMS "\" \"muc\"\n"
    "  modules_enabled = { \"muc_mam\" }\n"
    "  max_history_messages = 10000\n"
    "  storage_archive_item_limit = 100000\n"
    "  muc_log_by_default = true\n"
    "VirtualHost \"" TEST_XMPP_NO_ROOMS_DOMAIN "\"\n"
    "  disco_items = { { \"" TEST_XMPP_DOMAIN "\", \"another server\" },\n"
    "                  { \"nowhere." TEST_XMPP_NO_ROOMS_DOMAIN "\" } }\n",
    server->dir, server->port);

  g_file_set_contents (server->config, text, -1, &error);
  g_assert_no_error (error);
}

/* The server goes with the test, even one that fails and aborts. */
static void
die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

static void
spawn_server (TestProsody *server)
{
  const char *argv[] = { program ("PROSODY"), "--config", server->config, NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *out = g_build_filename (server->dir, "stdout.log", NULL);
  int fd = g_open (out, O_WRONLY | O_CREAT | O_APPEND, 0600);
  gint64 until;

  g_assert_cmpint (fd, >=, 0);
  g_spawn_async_with_fds (server->dir, (char **) argv, NULL,
                          G_SPAWN_DO_NOT_REAP_CHILD, die_with_parent, NULL, &server->pid,
                          -1, fd, fd, &error);
  close (fd);
  g_assert_no_error (error);

  /* Ready when it accepts connections. */
  until = g_get_monotonic_time () + TEST_XMPP_WAIT_S * G_USEC_PER_SEC;
  while (!port_open (server->port))
    {
      int status;

      if (waitpid (server->pid, &status, WNOHANG) == server->pid)
        {
          g_autofree char *log = g_build_filename (server->dir, "prosody.log", NULL);
          g_autofree char *text = NULL;

          server->pid = 0;
          g_file_get_contents (log, &text, NULL, NULL);
          g_error ("prosody stopped at start:\n%s", text != NULL ? text : "(no log)");
        }
      if (g_get_monotonic_time () > until)
        g_error ("prosody did not listen on port %u within %d s", server->port, TEST_XMPP_WAIT_S);
      g_usleep (20 * 1000);
    }
}

TestProsody *
test_prosody_start (void)
{
  TestProsody *server = g_new0 (TestProsody, 1);
  g_autoptr(GError) error = NULL;

  /* In the build tree: what a failed run leaves stays there. */
  server->dir = g_test_build_filename (G_TEST_BUILT, "net", "prosody-XXXXXX", NULL);
  g_mkdir_with_parents (g_test_get_dir (G_TEST_BUILT), 0700);
  g_assert_nonnull (g_mkdtemp (server->dir));
  server->config = g_build_filename (server->dir, "prosody.cfg.lua", NULL);
  server->port = test_prosody_free_port ();
  copy_file ("test-server.crt", server->dir);
  copy_file ("test-server.key", server->dir);
  write_config (server);
  spawn_server (server);
  return server;
}

void
test_prosody_register (TestProsody *server,
                       const char  *name,
                       const char  *password)
{
  test_prosody_register_at (server, name, TEST_XMPP_DOMAIN, password);
}

void
test_prosody_register_at (TestProsody *server,
                          const char  *name,
                          const char  *domain,
                          const char  *password)
{
  const char *argv[] = { program ("PROSODYCTL"), "--config", server->config,
                         "register", name, domain, password, NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status = 0;

  g_spawn_sync (server->dir, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &out, &err, &status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("prosodyctl register %s failed:\n%s%s", name, out, err);
}

void
test_prosody_stop (TestProsody *server)
{
  int status;

  if (server->pid == 0)
    return;
  kill (server->pid, SIGTERM);
  while (waitpid (server->pid, &status, 0) < 0 && errno == EINTR)
    ;
  g_spawn_close_pid (server->pid);
  server->pid = 0;
}

void
test_prosody_restart (TestProsody *server)
{
  test_prosody_stop (server);
  spawn_server (server);
}

static void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir != NULL)
    {
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
            remove_tree (child);
          else
            g_unlink (child);
        }
      g_dir_close (dir);
    }
  g_rmdir (path);
}

void
test_prosody_free (TestProsody *server)
{
  if (server == NULL)
    return;
  test_prosody_stop (server);
  if (g_getenv ("TERRACES_KEEP_PROSODY") == NULL)
    remove_tree (server->dir);
  else
    g_printerr ("# prosody's folder kept: %s\n", server->dir);
  g_free (server->dir);
  g_free (server->config);
  g_free (server);
}

static gboolean
time_up_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

gboolean
test_wait_for (gboolean (*done) (gpointer data),
               gpointer   data)
{
  GMainContext *context = g_main_context_get_thread_default ();
  gboolean time_up = FALSE;
  GSource *timer = g_timeout_source_new_seconds (TEST_XMPP_WAIT_S);

  g_source_set_callback (timer, time_up_cb, &time_up, NULL);
  g_source_attach (timer, context);
  while (!done (data) && !time_up)
    g_main_context_iteration (context, TRUE);
  g_source_destroy (timer);
  g_source_unref (timer);
  return done (data);
}
