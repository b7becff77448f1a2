// SPDX-License-Identifier: GPL-3.0-or-later
#include "copierfactory.h"

#include "copy/externalcopier.h"
#include "copy/kernelcopier.h"
#include "copy/parallelcopier.h"
#include "copy/readonlycopier.h"
#include "copy/serialcopier.h"

namespace cm {

std::unique_ptr<Copier> makeCopier(const CopierChoice &choice, qint64 blockBytes, bool directReads)
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
    }
    return nullptr;
}

} // namespace cm
