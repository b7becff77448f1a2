// SPDX-License-Identifier: GPL-3.0-or-later
#include "compression/compressionbackend.h"
#include "workflow/runcheckwords.h"

#include <QCoreApplication>

namespace cm {
namespace {

// The context of the reasons a volume does or does not compress.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Compression)
};

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
    none.reason = Text::tr("this system has no %1 compression").arg(compressionMethodName(method));
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
    const QString elsewhere = Text::tr(runCheckWords().compressesElsewhere);
    none.reason = reasons.isEmpty()
        ? Text::tr("%1 has no transparent compression; %2")
              .arg(volume.filesystem.isEmpty() ? Text::tr("this volume") : volume.filesystem, elsewhere)
        : reasons.join(QStringLiteral("; "));
    return none;
}

} // namespace cm
