// SPDX-License-Identifier: GPL-3.0-or-later
// compressmark-helper: the few things CompressMark needs root for, started
// through pkexec (polkit action org.compressmark.CompressMark.helper).
// It checks every argument, acts only inside a workspace of the calling
// user and runs tools by absolute path. The caller owns that workspace and
// may change it while the helper runs: the workspace is opened once,
// without following links, and every step goes through descriptors
// (LoopImage::createIn, LoopImage::adoptIn). It answers with one JSON line:
//   {"ok":true,...}                     exit 0
//   {"ok":false,"error":"..."}          exit 1, the action failed
//   {"ok":false,"refused":true,...}     exit 2, the request was refused

#include "cache/pagecache.h"
#include "compression/loopimage.h"
#include "privilege/helperrequest_linux.h"
#include "util/uniquefd.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <pwd.h>
#include <unistd.h>

#include <utility>

using namespace cm;

namespace {

constexpr int Success = 0;
constexpr int Failed = 1;
constexpr int Refused = 2;

int answer(const QJsonObject &reply, int exitCode)
{
    const QByteArray line = QJsonDocument(reply).toJson(QJsonDocument::Compact) + '\n';
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    if (exitCode != Success) {
        const QByteArray message
            = "compressmark-helper: " + reply.value(QLatin1String("error")).toString().toLocal8Bit() + '\n';
        std::fwrite(message.constData(), 1, size_t(message.size()), stderr);
    }
    return exitCode;
}

int failure(const Status &status, int exitCode)
{
    QJsonObject reply{{QStringLiteral("ok"), false}, {QStringLiteral("error"), status.message()}};
    if (exitCode == Refused)
        reply.insert(QStringLiteral("refused"), true);
    return answer(reply, exitCode);
}

int dropCaches()
{
    if (Status status = PageCache::dropAllCachesAsRoot(); !status)
        return failure(status, Failed);
    return answer({{QStringLiteral("ok"), true}}, Success);
}

// Everything below works from the workspace's descriptor, opened and
// checked once: the caller owns the workspace and may rename or swap any
// name in it while the helper runs.
int createImage(const HelperRequest &request, UniqueFd workspace, uid_t caller)
{
    // The caller writes the data sets: a btrfs root belongs to whoever made
    // it (root) unless handed over; ntfs-3g lets everyone write already.
    const passwd *account = ::getpwuid(caller);
    const LoopImageOwner owner{caller, account ? account->pw_gid : gid_t(caller)};
    LoopImage image;
    if (Status status = LoopImage::createIn(std::move(workspace), request.workspace, request.spec, owner, &image);
        !status)
        return failure(status, Failed);
    const QJsonObject reply{{QStringLiteral("ok"), true},
                            {QStringLiteral("imagePath"), image.imagePath()},
                            {QStringLiteral("loopDevice"), image.loopDevice()},
                            {QStringLiteral("mountPoint"), image.mountPoint()},
                            {QStringLiteral("directIo"), image.directIo()}};
    image.release(); // stays mounted for the caller until remove-image
    return answer(reply, Success);
}

int removeImage(const HelperRequest &request, UniqueFd workspace)
{
    LoopImage image;
    if (Status status = LoopImage::adoptIn(std::move(workspace), request.workspace, &image); !status)
        return failure(status, Refused);
    if (Status status = image.remove(); !status)
        return failure(status, Failed);
    return answer({{QStringLiteral("ok"), true}}, Success);
}

} // namespace

int main(int argc, char **argv)
{
    // pkexec asked for the password in the caller's process group; from here
    // on the terminal's Ctrl+C and signals to the caller's group must not stop
    // an image half made or half removed: the caller cancels, and asks again.
    ::setpgid(0, 0);
    QCoreApplication app(argc, argv);
    QStringList arguments = QCoreApplication::arguments();
    arguments.removeFirst();

    HelperRequest request;
    if (Status status = HelperRequestRules::parse(arguments, &request); !status)
        return failure(status, Refused);
    const uid_t caller = HelperRequestRules::callerUid();
    UniqueFd workspace;
    if (request.action != HelperRequest::Action::DropCaches) {
        if (Status status = HelperRequestRules::checkWorkspace(request.workspace, caller, &workspace); !status)
            return failure(status, Refused);
    }
    if (::geteuid() != 0)
        return failure(Status::failure(QStringLiteral("must run as root, through pkexec")), Refused);

    switch (request.action) {
    case HelperRequest::Action::DropCaches:
        return dropCaches();
    case HelperRequest::Action::CreateImage:
        return createImage(request, std::move(workspace), caller);
    case HelperRequest::Action::RemoveImage:
        return removeImage(request, std::move(workspace));
    }
    return Failed;
}
