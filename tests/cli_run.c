/* SPDX-License-Identifier: MIT */
/* cli_run.c: fork, exec and collect the output of the hexseed binary (see cli_run.h). */
#include "cli_run.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct growing {
    char *data;
    size_t len, cap;
} growing;

static int append(growing *g, const char *p, size_t n)
{
    if (g->len + n + 1 > g->cap) {
        size_t cap = g->cap ? g->cap * 2 : 4096;
        while (cap < g->len + n + 1)
            cap *= 2;
        char *d = realloc(g->data, cap);
        if (!d)
            return -1;
        g->data = d;
        g->cap = cap;
    }
    memcpy(g->data + g->len, p, n);
    g->len += n;
    g->data[g->len] = '\0';
    return 0;
}

/* cli_run_with, with standard output sent to the file `out_path` instead when it is not NULL,
 * and the address space limited to `memory` bytes when it is not 0. */
static int run(const char *const *args, const cli_run_options *options, const char *out_path, size_t memory,
               cli_result *res)
{
    int in[2], out[2], err[2];
    memset(res, 0, sizeof *res);
    if (pipe(in) || pipe(out) || pipe(err))
        return -1;
    pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        dup2(in[0], 0);
        dup2(out[1], 1);
        dup2(err[1], 2);
        if (out_path) {
            int fd = open(out_path, O_WRONLY);
            if (fd < 0 || dup2(fd, 1) < 0)
                _exit(127);
            close(fd);
        }
        struct rlimit limit = {memory, memory};
        if (memory && setrlimit(RLIMIT_AS, &limit) != 0)
            _exit(127);
        struct rlimit file = {options->file_size, options->file_size};
        if (options->file_size && setrlimit(RLIMIT_FSIZE, &file) != 0)
            _exit(127);
        if (options->file_size)
            signal(SIGXFSZ, options->file_size_kills ? SIG_DFL : SIG_IGN);
        close(in[0]); close(in[1]); close(out[0]); close(out[1]); close(err[0]); close(err[1]);
        size_t n = 0;
        while (args[n])
            n++;
        char **argv = calloc(n + 2, sizeof *argv);
        argv[0] = (char *)HS_HEXSEED_EXE;
        for (size_t i = 0; i < n; i++)
            argv[i + 1] = (char *)args[i];
        alarm(60);
        execv(HS_HEXSEED_EXE, argv);
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    close(err[1]);
    signal(SIGPIPE, SIG_IGN);

    const char *pending = options->input ? options->input : "";
    size_t left = strlen(pending);
    if (!left) {
        close(in[1]);
        in[1] = -1;
    }
    growing o = {0}, e = {0};
    append(&o, "", 0);
    append(&e, "", 0);
    int open_fds = 2;
    bool watching = options->watch != NULL;
    while (open_fds > 0 || in[1] >= 0) {
        struct pollfd fds[3] = {{out[0], POLLIN, 0}, {err[0], POLLIN, 0}, {in[1], POLLOUT, 0}};
        if (poll(fds, 3, watching ? 2 : 1000) < 0 && errno != EINTR)
            break;
        if (watching)
            watching = options->watch(options->ctx, (int)pid);
        char buf[65536];
        for (int k = 0; k < 2; k++) {
            if (fds[k].fd >= 0 && (fds[k].revents & (POLLIN | POLLHUP))) {
                ssize_t r = read(fds[k].fd, buf, sizeof buf);
                if (r > 0) {
                    append(k == 0 ? &o : &e, buf, (size_t)r);
                } else {
                    close(fds[k].fd);
                    if (k == 0)
                        out[0] = -1;
                    else
                        err[0] = -1;
                    open_fds--;
                }
            }
        }
        if (in[1] >= 0 && (fds[2].revents & (POLLOUT | POLLERR | POLLHUP))) {
            ssize_t w = (fds[2].revents & POLLOUT) ? write(in[1], pending, left) : -1;
            if (w > 0) {
                pending += w;
                left -= (size_t)w;
            }
            if (w <= 0 || left == 0) {
                close(in[1]);
                in[1] = -1;
            }
        }
    }
    int st = 0;
    waitpid(pid, &st, 0);
    res->status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
    res->out = o.data;
    res->out_len = o.len;
    res->err = e.data;
    res->err_len = e.len;
    return 0;
}

int cli_run(const char *const *args, const char *input, cli_result *res)
{
    return run(args, &(cli_run_options){.input = input}, NULL, 0, res);
}

int cli_run_with(const char *const *args, const cli_run_options *options, cli_result *res)
{
    return run(args, options, NULL, 0, res);
}

int cli_run_to(const char *const *args, const char *out_path, cli_result *res)
{
    return run(args, &(cli_run_options){0}, out_path, 0, res);
}

int cli_run_limited(const char *const *args, size_t memory, cli_result *res)
{
    return run(args, &(cli_run_options){0}, NULL, memory, res);
}

void cli_result_free(cli_result *res)
{
    free(res->out);
    free(res->err);
    res->out = res->err = NULL;
}
