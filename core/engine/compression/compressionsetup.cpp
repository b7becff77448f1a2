// SPDX-License-Identifier: GPL-3.0-or-later
#include "compressionsetup.h"

#include "compression/compressionbackend.h"
#include "compression/loopimagemaker.h"
#include "util/shownpath.h"
#include "util/units.h"

#include <QCoreApplication>

#include <algorithm>

namespace cm {
namespace {

// Gives lupdate and the translator one context for the reasons a volume
// does or does not compress.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Compression)
};

using Method = CompressionMethod;

bool systemHas(Method method)
{
    const auto backends = compressionBackends();
    return std::any_of(backends.cbegin(), backends.cend(),
                       [method](const auto &backend) { return backend->method() == method; });
}

// Why `wanted` cannot compress on `source`: its backend's reason when the
// volume is that backend's filesystem or this system has not the method,
// else what the volume compresses as, or why it does not.
QString whyNot(Method wanted, const CompressionSupport &ofWanted, const VolumeInfo &source)
{
    if (ofWanted.recognised || !systemHas(wanted))
        return ofWanted.reason;
    const CompressionSupport own = compressionSupport(source);
    if (own.supported)
        return Text::tr("%1 is %2, which compresses as %3")
            .arg(shownPath(source.mountPoint), source.filesystem, compressionMethodName(own.method));
    return own.reason;
}

Status native(const CompressionChoice &choice, const VolumeInfo &source, Method wanted, CompressionSetup *setup)
{
    const CompressionSupport support = compressionSupport(source, wanted);
    if (!support.supported)
        return Status::failure(Text::tr("--compression %1: %2").arg(choice.name(), whyNot(wanted, support, source)));
    setup->kind = CompressionSetup::Kind::Native;
    setup->method = support.method;
    setup->algorithm = choice.algorithm.isEmpty() ? support.defaultAlgorithm : choice.algorithm;
    return Status::ok();
}

Status loop(const CompressionChoice &choice, LoopImageSpec::Filesystem filesystem, const Privileges &privileges,
            CompressionSetup *setup)
{
    if (QString whyNot; !canMakeLoopImage(filesystem, privileges, &whyNot))
        return Status::failure(Text::tr("--compression %1: %2").arg(choice.name(), whyNot));
    const bool btrfs = filesystem == LoopImageSpec::Filesystem::Btrfs;
    setup->kind = CompressionSetup::Kind::LoopImage;
    setup->loopFilesystem = filesystem;
    setup->method = btrfs ? Method::LoopBtrfs : Method::LoopNtfs;
    setup->algorithm = !choice.algorithm.isEmpty() ? choice.algorithm
        : btrfs                                    ? QStringLiteral("zstd")
                                                   : QStringLiteral("lznt1");
    return Status::ok();
}

} // namespace

Status resolveCompression(const CompressionChoice &choice, const VolumeInfo &source, const Privileges &privileges,
                          CompressionSetup *setup)
{
    *setup = CompressionSetup();
    switch (choice.method) {
    case Method::None:
        return Status::ok();
    case Method::Btrfs:
        return native(choice, source, Method::Btrfs, setup);
    case Method::Ntfs:
        return native(choice, source, Method::Ntfs, setup);
    case Method::LoopBtrfs:
        return loop(choice, LoopImageSpec::Filesystem::Btrfs, privileges, setup);
    case Method::LoopNtfs:
        return loop(choice, LoopImageSpec::Filesystem::Ntfs, privileges, setup);
    case Method::Wof:
        return native(choice, source, Method::Wof, setup);
    case Method::Auto:
        break;
    }
    const CompressionSupport support = compressionSupport(source);
    if (support.supported)
        return native(CompressionChoice{}, source, support.method, setup);
    QString whyNoLoop;
    if (canMakeLoopImage(LoopImageSpec::Filesystem::Btrfs, privileges, &whyNoLoop))
        return loop(CompressionChoice{Method::LoopBtrfs, {}}, LoopImageSpec::Filesystem::Btrfs, privileges, setup);
    // Where the system has no loop images the volume's reason says it all:
    // only a drive that compresses gives the comparison there.
    setup->hint = loopImageMaker() ? QStringLiteral("%1; %2").arg(support.reason, whyNoLoop) : support.reason;
    return Status::ok();
}

qint64 loopImageBytes(qint64 dataBytes)
{
    // Two variants, a quarter more for metadata and slack, and room for
    // the filesystem's own structures.
    return 2 * dataBytes + dataBytes / 4 + 512 * MiB;
}

} // namespace cm
