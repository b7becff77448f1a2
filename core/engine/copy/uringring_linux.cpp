// SPDX-License-Identifier: GPL-3.0-or-later
#include "uringring_linux.h"

#include <QCoreApplication>
#include <QFile>

#include <cstring>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(UringCopier)
};

// What the copier asks of the ring, and the oldest kernel that gives it all.
constexpr int NeededOperations[] = {IORING_OP_OPENAT2, IORING_OP_READ, IORING_OP_WRITE, IORING_OP_CLOSE};

QString disabledSetting()
{
    QFile setting(QStringLiteral("/proc/sys/kernel/io_uring_disabled"));
    return setting.open(QIODevice::ReadOnly) ? QString::fromLatin1(setting.readAll().trimmed()) : QString();
}

// Why io_uring_setup failed, in the user's terms.
QString refusal(int error)
{
    if (error == ENOSYS)
        return Text::tr("this kernel has no io_uring (Linux 5.15 or later has what the uring copier needs)");
    if (error == EPERM || error == EACCES) {
        const QString disabled = disabledSetting();
        if (!disabled.isEmpty() && disabled != QLatin1String("0"))
            return Text::tr("io_uring is switched off on this system (kernel.io_uring_disabled is %1)").arg(disabled);
        return Text::tr("io_uring is refused to this process (a seccomp filter or a container's policy)");
    }
    return Text::tr("io_uring cannot be set up here: %1").arg(QString::fromLocal8Bit(std::strerror(error)));
}

} // namespace

UringRing::~UringRing()
{
    if (m_open)
        io_uring_queue_exit(&m_ring);
}

Status UringRing::open(unsigned entries, unsigned fileSlots)
{
    if (const int result = io_uring_queue_init(entries, &m_ring, 0); result < 0)
        return Status::failure(refusal(-result));
    m_open = true;
    io_uring_probe *probe = io_uring_get_probe_ring(&m_ring);
    bool supported = probe != nullptr;
    for (const int operation : NeededOperations)
        supported = supported && io_uring_opcode_supported(probe, operation);
    if (probe)
        io_uring_free_probe(probe);
    if (!supported)
        return Status::failure(Text::tr("this kernel's io_uring cannot open, read, write and close files as the "
                                        "uring copier needs (Linux 5.15 or later can)"));
    if (const int result = io_uring_register_files_sparse(&m_ring, fileSlots); result < 0)
        return Status::failure(Text::tr("this kernel's io_uring keeps no table of files (Linux 5.15 or later "
                                        "does): %1")
                                   .arg(QString::fromLocal8Bit(std::strerror(-result))));
    return Status::ok();
}

void UringRing::allowBlockingRequests(unsigned requests)
{
    unsigned workers[2] = {requests, 0}; // bounded (files), unbounded left as they are
    static_cast<void>(io_uring_register_iowq_max_workers(&m_ring, workers));
}

io_uring_sqe *UringRing::next()
{
    io_uring_sqe *sqe = io_uring_get_sqe(&m_ring);
    if (!sqe && io_uring_submit(&m_ring) >= 0)
        sqe = io_uring_get_sqe(&m_ring);
    return sqe;
}

Status UringRing::submit()
{
    for (;;) {
        const int result = io_uring_submit(&m_ring);
        if (result >= 0)
            return Status::ok();
        if (result != -EINTR && result != -EAGAIN && result != -EBUSY)
            return Status::failure(
                QStringLiteral("io_uring_submit: %1").arg(QString::fromLocal8Bit(std::strerror(-result))));
    }
}

Status UringRing::reap(int milliseconds, const std::function<void(quint64 data, int result)> &complete)
{
    io_uring_cqe *cqe = nullptr;
    __kernel_timespec timeout{milliseconds / 1000, (milliseconds % 1000) * 1000000LL};
    const int waited = io_uring_wait_cqe_timeout(&m_ring, &cqe, &timeout);
    if (waited < 0 && waited != -ETIME && waited != -EINTR)
        return Status::failure(
            QStringLiteral("io_uring_wait_cqe: %1").arg(QString::fromLocal8Bit(std::strerror(-waited))));
    unsigned seen = 0;
    unsigned head = 0;
    io_uring_for_each_cqe(&m_ring, head, cqe)
    {
        complete(cqe->user_data, cqe->res);
        ++seen;
    }
    io_uring_cq_advance(&m_ring, seen);
    return Status::ok();
}

} // namespace cm
