// SPDX-License-Identifier: GPL-3.0-or-later
#include "compression/compressionbackend.h"
#include "system/systemtraits.h"

namespace cm {
namespace {

// What `auto` may take: a method under which every operation has both
// variants, so not WOF, which compresses files only once they are written.
bool takenByAuto(const CompressionBackend &backend)
{
    return compressesWhileWriting(backend.method());
}

} // namespace

std::unique_ptr<CompressionBackend> compressionBackendFor(const VolumeInfo &volume, CompressionMethod method)
{
    for (auto &backend : compressionBackends()) {
        const bool wanted = method == CompressionMethod::Auto ? takenByAuto(*backend) : backend->method() == method;
        if (wanted && backend->support(volume).supported)
            return std::move(backend);
    }
    return nullptr;
}

QList<CompressionSupport> supportedCompressions(const VolumeInfo &volume)
{
    QList<CompressionSupport> supported;
    for (const auto &backend : compressionBackends()) {
        if (CompressionSupport support = backend->support(volume); support.supported)
            supported.append(support);
    }
    return supported;
}

CompressionSupport compressionSupport(const VolumeInfo &volume, CompressionMethod method)
{
    for (const auto &backend : compressionBackends()) {
        if (backend->method() == method)
            return backend->support(volume);
    }
    CompressionSupport none;
    none.reason = QStringLiteral("this system has no %1 compression").arg(compressionMethodName(method));
    return none;
}

CompressionSupport compressionSupport(const VolumeInfo &volume)
{
    QStringList reasons;
    for (const auto &backend : compressionBackends()) {
        if (!takenByAuto(*backend))
            continue;
        const CompressionSupport support = backend->support(volume);
        if (support.supported)
            return support;
        if (support.recognised)
            reasons << support.reason; // a filesystem that could compress: say what stands in the way
    }
    CompressionSupport none;
    const QString elsewhere = QString::fromUtf8(thisSystem().words.compressesElsewhere);
    none.reason = reasons.isEmpty()
        ? QStringLiteral("%1 has no transparent compression; %2")
              .arg(volume.filesystem.isEmpty() ? QStringLiteral("this volume") : volume.filesystem, elsewhere)
        : reasons.join(QStringLiteral("; "));
    return none;
}

} // namespace cm
