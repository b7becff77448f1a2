// SPDX-License-Identifier: GPL-3.0-or-later
// nouring: runs a program on a system that refuses it io_uring, as a
// seccomp filter or a container's policy does: io_uring_setup fails with
// EPERM for it and every process it starts. For the tests of what the
// uring copier says where it cannot run.
//
//   nouring PROGRAM [ARGUMENTS...]
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: nouring PROGRAM [ARGUMENTS...]\n");
        return 2;
    }
    sock_filter filter[] = {
        // Another architecture's calls are let through: their numbers differ.
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, arch)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 0, 3),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_io_uring_setup, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA)),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    };
    sock_fprog program{static_cast<unsigned short>(sizeof filter / sizeof filter[0]), filter};
    if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 || ::prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) != 0) {
        std::perror("nouring: seccomp");
        return 1;
    }
    ::execvp(argv[1], argv + 1);
    std::perror("nouring: exec");
    return 127;
}
