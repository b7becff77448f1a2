// SPDX-License-Identifier: GPL-3.0-or-later
// io_uring is Linux's; Windows has no copier of it (docs/WINDOWS.md says
// why neither IoRing nor overlapped I/O stands in).
#include "uringcopier.h"

#include <QCoreApplication>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(UringCopier)
};

} // namespace

Status uringAvailability()
{
    return Status::failure(
        Text::tr("the uring copier needs Linux's io_uring; on Windows parallel[:N] keeps many files in flight"));
}

std::unique_ptr<Copier> makeUringCopier(int, qint64, bool, bool)
{
    return nullptr;
}

} // namespace cm
