// SPDX-License-Identifier: GPL-3.0-or-later
#include "copierfactory.h"

#include "copy/externalcopier.h"
#include "copy/kernelcopier.h"
#include "copy/parallelcopier.h"
#include "copy/readonlycopier.h"
#include "copy/serialcopier.h"
#include "copy/uringcopier.h"
#include "util/systemtraits.h"

#include <QCoreApplication>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CopierFactory)
};

} // namespace

std::unique_ptr<Copier> makeCopier(const CopierChoice &choice, qint64 blockBytes, bool directReads, bool physicalOrder)
{
    switch (choice.kind) {
    case CopierChoice::Kind::Serial:
        return std::make_unique<SerialCopier>(blockBytes, directReads);
    case CopierChoice::Kind::Parallel:
        return std::make_unique<ParallelCopier>(choice.threads, blockBytes, directReads);
    case CopierChoice::Kind::Kernel:
        return std::make_unique<KernelCopier>(blockBytes);
    case CopierChoice::Kind::ReadOnly:
        return std::make_unique<ReadOnlyCopier>(blockBytes);
    case CopierChoice::Kind::External:
        return std::make_unique<ExternalCopier>(choice.command);
    case CopierChoice::Kind::Robocopy:
        return std::make_unique<RobocopyCopier>(choice.threads);
    case CopierChoice::Kind::Uring:
        return makeUringCopier(choice.threads, blockBytes, directReads, physicalOrder);
    }
    return nullptr;
}

Status copierAvailability(const CopierChoice &choice)
{
    switch (choice.kind) {
    case CopierChoice::Kind::Robocopy:
        // A session may name it (measured on Windows); a run here cannot.
        if (!thisSystem().robocopy)
            return Status::failure(Text::tr("robocopy is Windows' own copier; here use serial, parallel[:N], "
                                            "uring[:N], kernel or external:CMD"));
        break;
    case CopierChoice::Kind::Uring:
        if (Status available = uringAvailability(); !available)
            return Status::failure(Text::tr("the uring copier cannot run here: %1").arg(available.message()));
        break;
    case CopierChoice::Kind::Serial:
    case CopierChoice::Kind::Parallel:
    case CopierChoice::Kind::Kernel:
    case CopierChoice::Kind::ReadOnly:
    case CopierChoice::Kind::External:
        break;
    }
    return Status::ok();
}

} // namespace cm
