// compressmark-helper: the few things CompressMark needs root for, started
// through pkexec (polkit action org.compressmark.CompressMark.helper).
// It checks every argument, acts only inside a workspace of the calling
// user, runs tools by absolute path and answers with one JSON line:
//   {"ok":true,...}                     exit 0
//   {"ok":false,"error":"..."}          exit 1, the action failed
//   {"ok":false,"refused":true,...}     exit 2, the request was refused

#include "cache/pagecache.h"
#include "compression/loopimage.h"
#include "privilege/helperrequest.h"
#include "volume/mounttable.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <pwd.h>
#include <unistd.h>

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
        const QByteArray message = "compressmark-helper: " + reply.value(QLatin1String("error")).toString().toLocal8Bit() + '\n';
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

// The mount on the workspace's volume folder, when it is the image's loop device.
bool isMountedFrom(const QString &mountPoint, const QString &loopDevice, bool *mountedByOther)
{
    *mountedByOther = false;
    for (const MountEntry &entry : readMountTable()) {
        if (entry.mountPoint != mountPoint)
            continue;
        if (entry.source == loopDevice)
            return true;
        *mountedByOther = true;
    }
    return false;
}

int dropCaches()
{
    if (Status status = PageCache::dropAllCachesAsRoot(); !status)
        return failure(status, Failed);
    return answer({{QStringLiteral("ok"), true}}, Success);
}

int createImage(const HelperRequest &request, uid_t caller)
{
    LoopImage image;
    if (Status status = LoopImage::create(request.workspace, request.spec, &image); !status)
        return failure(status, Failed);
    // The caller writes the data sets: a btrfs root belongs to whoever made
    // it (root); ntfs-3g lets everyone write already.
    if (request.spec.filesystem == LoopImageSpec::Filesystem::Btrfs) {
        const passwd *account = ::getpwuid(caller);
        const gid_t group = account ? account->pw_gid : gid_t(caller);
        if (::lchown(QFile::encodeName(image.mountPoint()).constData(), caller, group) != 0)
            return failure(Status::failure(errnoMessage(QStringLiteral("cannot hand over"), image.mountPoint())), Failed);
    }
    const QJsonObject reply{{QStringLiteral("ok"), true},
                            {QStringLiteral("imagePath"), image.imagePath()},
                            {QStringLiteral("loopDevice"), image.loopDevice()},
                            {QStringLiteral("mountPoint"), image.mountPoint()},
                            {QStringLiteral("directIo"), image.directIo()}};
    image.release(); // stays mounted for the caller until remove-image
    return answer(reply, Success);
}

int removeImage(const HelperRequest &request)
{
    if (Status status = HelperRequestRules::checkImageIsOurs(request.workspace); !status)
        return failure(status, Refused);
    const QString loopDevice = HelperRequestRules::loopDeviceServing(request.imagePath());
    if (loopDevice.isEmpty())
        return failure(Status::failure(QStringLiteral("%1 is not attached to a loop device").arg(request.imagePath())), Refused);
    bool mountedByOther = false;
    const bool mounted = isMountedFrom(request.mountPoint(), loopDevice, &mountedByOther);
    if (mountedByOther)
        return failure(Status::failure(QStringLiteral("something other than %1 is mounted on %2").arg(loopDevice, request.mountPoint())), Refused);
    LoopImage image = LoopImage::adopt(request.workspace, loopDevice, mounted);
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
    if (request.action != HelperRequest::Action::DropCaches) {
        if (Status status = HelperRequestRules::checkWorkspace(request.workspace, caller); !status)
            return failure(status, Refused);
    }
    if (::geteuid() != 0)
        return failure(Status::failure(QStringLiteral("must run as root, through pkexec")), Refused);

    switch (request.action) {
    case HelperRequest::Action::DropCaches:
        return dropCaches();
    case HelperRequest::Action::CreateImage:
        return createImage(request, caller);
    case HelperRequest::Action::RemoveImage:
        return removeImage(request);
    }
    return Failed;
}
