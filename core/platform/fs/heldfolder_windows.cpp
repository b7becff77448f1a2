// SPDX-License-Identifier: GPL-3.0-or-later
// Held folders on Windows: none are held (a run there acts as the user who
// started it, in folders the user chose), and paths are used as they are.
#include "heldfolder.h"

namespace cm {

HeldFolder::HeldFolder(const QByteArray &, int fd)
    : m_fd(fd)
{
}

HeldFolder::HeldFolder(HeldFolder &&other) noexcept
    : m_fd(other.m_fd)
{
    other.m_fd = -1;
}

HeldFolder &HeldFolder::operator=(HeldFolder &&other) noexcept
{
    m_fd = other.m_fd;
    other.m_fd = -1;
    return *this;
}

HeldFolder::~HeldFolder() = default;

void HeldFolder::close()
{
    m_fd = -1;
}

Status holdNewFolder(const QByteArray &, HeldFolder *)
{
    return Status::ok();
}

QString pathThroughHeld(const QString &path)
{
    return path;
}

} // namespace cm
