// SPDX-License-Identifier: GPL-3.0-or-later
// faultfs: a passthrough FUSE filesystem over a real folder that injects the
// faults of a failing drive, for the reliability tests.
//
//   faultfs BACKING MOUNTPOINT [fault options] [FUSE options]
//
//   --match TEXT        faults apply to paths containing TEXT (default: all)
//   --eio-after BYTES   a read that would pass BYTES read in total fails with EIO
//   --enospc-after BYTES a write that would pass BYTES written fails with ENOSPC
//   --deny              opening a matching file or folder fails with EACCES
//   --vanish            a matching file is listed in its folder but gone
//                       when looked up: deleted between the two
//   --read-delay-ms MS  every read of a matching file waits MS first
//
// Every read and write goes straight to this process (direct_io), so byte
// counts do not depend on what the page cache happens to hold.
#define FUSE_USE_VERSION 31

#include <fuse3/fuse.h>

#include <atomic>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/time.h>
#include <unistd.h>
#include <vector>

namespace {

struct Faults
{
    int backing = -1; // the real folder, opened before the daemon leaves it
    std::string match;
    long long eioAfterBytes = -1;
    long long enospcAfterBytes = -1;
    bool deny = false;
    bool vanish = false;
    int readDelayMs = 0;
    std::atomic<long long> bytesRead{0};
    std::atomic<long long> bytesWritten{0};
};

Faults faults;

// FUSE paths start with '/'; the backing folder's *at functions want them relative.
const char *relative(const char *path)
{
    return path[1] ? path + 1 : ".";
}

bool matches(const char *path)
{
    return faults.match.empty() || std::strstr(path, faults.match.c_str()) != nullptr;
}

int result(int value)
{
    return value < 0 ? -errno : value;
}

// Whether `wanted` more bytes fit in the budget. All or nothing: a short
// read would look like the end of the file to the kernel, not like a fault.
bool withinBudget(std::atomic<long long> &used, long long budget, long long wanted)
{
    return budget < 0 || used.fetch_add(wanted) + wanted <= budget;
}

void *initialise(fuse_conn_info *, fuse_config *config)
{
    config->direct_io = 1;
    config->use_ino = 1;
    config->entry_timeout = 0;
    config->attr_timeout = 0;
    config->negative_timeout = 0;
    return nullptr;
}

int getAttributes(const char *path, struct stat *status, fuse_file_info *)
{
    if (faults.vanish && matches(path))
        return -ENOENT;
    return result(::fstatat(faults.backing, relative(path), status, AT_SYMLINK_NOFOLLOW));
}

int readLink(const char *path, char *buffer, size_t size)
{
    const ssize_t length = ::readlinkat(faults.backing, relative(path), buffer, size - 1);
    if (length < 0)
        return -errno;
    buffer[length] = '\0';
    return 0;
}

int readFolder(const char *path, void *buffer, fuse_fill_dir_t fill, off_t, fuse_file_info *, fuse_readdir_flags)
{
    if (faults.deny && matches(path))
        return -EACCES;
    const int fd = ::openat(faults.backing, relative(path), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return -errno;
    DIR *folder = ::fdopendir(fd);
    if (!folder) {
        ::close(fd);
        return -errno;
    }
    while (const dirent *entry = ::readdir(folder)) {
        struct stat status
        {
        };
        status.st_ino = entry->d_ino;
        status.st_mode = mode_t(entry->d_type) << 12;
        if (fill(buffer, entry->d_name, &status, 0, fuse_fill_dir_flags(0)))
            break;
    }
    ::closedir(folder);
    return 0;
}

int makeNode(const char *path, mode_t mode, dev_t device)
{
    return result(::mknodat(faults.backing, relative(path), mode, device));
}

int makeFolder(const char *path, mode_t mode)
{
    return result(::mkdirat(faults.backing, relative(path), mode));
}

int removeFile(const char *path)
{
    return result(::unlinkat(faults.backing, relative(path), 0));
}

int removeFolder(const char *path)
{
    return result(::unlinkat(faults.backing, relative(path), AT_REMOVEDIR));
}

int makeSymlink(const char *target, const char *path)
{
    return result(::symlinkat(target, faults.backing, relative(path)));
}

int renameEntry(const char *from, const char *to, unsigned int flags)
{
    if (flags)
        return -EINVAL;
    return result(::renameat(faults.backing, relative(from), faults.backing, relative(to)));
}

int makeLink(const char *from, const char *to)
{
    return result(::linkat(faults.backing, relative(from), faults.backing, relative(to), 0));
}

int changeMode(const char *path, mode_t mode, fuse_file_info *)
{
    return result(::fchmodat(faults.backing, relative(path), mode, 0));
}

int changeOwner(const char *path, uid_t user, gid_t group, fuse_file_info *)
{
    return result(::fchownat(faults.backing, relative(path), user, group, AT_SYMLINK_NOFOLLOW));
}

int truncateFile(const char *path, off_t size, fuse_file_info *file)
{
    if (file)
        return result(::ftruncate(int(file->fh), size));
    const int fd = ::openat(faults.backing, relative(path), O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return -errno;
    const int status = result(::ftruncate(fd, size));
    ::close(fd);
    return status;
}

int setTimes(const char *path, const timespec times[2], fuse_file_info *)
{
    return result(::utimensat(faults.backing, relative(path), times, AT_SYMLINK_NOFOLLOW));
}

int openFile(const char *path, fuse_file_info *file)
{
    if (faults.deny && matches(path))
        return -EACCES;
    // O_DIRECT is this process's business: the kernel already bypasses its cache.
    const int fd = ::openat(faults.backing, relative(path), (file->flags & ~O_DIRECT) | O_CLOEXEC);
    if (fd < 0)
        return -errno;
    file->fh = uint64_t(fd);
    return 0;
}

int createFile(const char *path, mode_t mode, fuse_file_info *file)
{
    const int fd = ::openat(faults.backing, relative(path), (file->flags & ~O_DIRECT) | O_CLOEXEC, mode);
    if (fd < 0)
        return -errno;
    file->fh = uint64_t(fd);
    return 0;
}

int readFile(const char *path, char *buffer, size_t size, off_t offset, fuse_file_info *file)
{
    if (matches(path)) {
        if (faults.readDelayMs > 0)
            ::usleep(useconds_t(faults.readDelayMs) * 1000);
        if (!withinBudget(faults.bytesRead, faults.eioAfterBytes, (long long)size))
            return -EIO;
    }
    return result(int(::pread(int(file->fh), buffer, size, offset)));
}

int writeFile(const char *path, const char *buffer, size_t size, off_t offset, fuse_file_info *file)
{
    if (matches(path)) {
        if (!withinBudget(faults.bytesWritten, faults.enospcAfterBytes, (long long)size))
            return -ENOSPC;
    }
    return result(int(::pwrite(int(file->fh), buffer, size, offset)));
}

int fileSystemStatus(const char *, struct statvfs *status)
{
    return result(::fstatvfs(faults.backing, status));
}

int releaseFile(const char *, fuse_file_info *file)
{
    ::close(int(file->fh));
    return 0;
}

int syncFile(const char *, int dataOnly, fuse_file_info *file)
{
    return result(dataOnly ? ::fdatasync(int(file->fh)) : ::fsync(int(file->fh)));
}

int checkAccess(const char *path, int mask)
{
    if (faults.deny && matches(path) && (mask & R_OK))
        return -EACCES;
    return result(::faccessat(faults.backing, relative(path), mask, 0));
}

fuse_operations operations()
{
    fuse_operations ops{};
    ops.init = initialise;
    ops.getattr = getAttributes;
    ops.readlink = readLink;
    ops.readdir = readFolder;
    ops.mknod = makeNode;
    ops.mkdir = makeFolder;
    ops.unlink = removeFile;
    ops.rmdir = removeFolder;
    ops.symlink = makeSymlink;
    ops.rename = renameEntry;
    ops.link = makeLink;
    ops.chmod = changeMode;
    ops.chown = changeOwner;
    ops.truncate = truncateFile;
    ops.utimens = setTimes;
    ops.open = openFile;
    ops.create = createFile;
    ops.read = readFile;
    ops.write = writeFile;
    ops.statfs = fileSystemStatus;
    ops.release = releaseFile;
    ops.fsync = syncFile;
    ops.access = checkAccess;
    return ops;
}

int usage()
{
    std::fprintf(stderr,
                 "usage: faultfs BACKING MOUNTPOINT [--match TEXT] [--eio-after BYTES] "
                 "[--enospc-after BYTES] [--deny] [--vanish] [--read-delay-ms MS] [FUSE options]\n");
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 3)
        return usage();
    faults.backing = ::open(argv[1], O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (faults.backing < 0) {
        std::perror(argv[1]);
        return 1;
    }
    std::vector<char *> fuseArguments{argv[0], argv[2], const_cast<char *>("-o"),
                                      const_cast<char *>("fsname=faultfs,subtype=faultfs")};
    for (int i = 3; i < argc; ++i) {
        const std::string option = argv[i];
        const bool hasValue = i + 1 < argc;
        if (option == "--match" && hasValue)
            faults.match = argv[++i];
        else if (option == "--eio-after" && hasValue)
            faults.eioAfterBytes = std::atoll(argv[++i]);
        else if (option == "--enospc-after" && hasValue)
            faults.enospcAfterBytes = std::atoll(argv[++i]);
        else if (option == "--read-delay-ms" && hasValue)
            faults.readDelayMs = std::atoi(argv[++i]);
        else if (option == "--deny")
            faults.deny = true;
        else if (option == "--vanish")
            faults.vanish = true;
        else if (option.rfind("--", 0) == 0)
            return usage();
        else
            fuseArguments.push_back(argv[i]);
    }
    const fuse_operations ops = operations();
    return fuse_main(int(fuseArguments.size()), fuseArguments.data(), &ops, nullptr);
}
