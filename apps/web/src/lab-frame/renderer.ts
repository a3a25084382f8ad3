import type { TLabSnapshot } from '@questline/domain/lab/runtime';
import {
  BoxGeometry,
  type BufferGeometry,
  Color,
  ConeGeometry,
  CylinderGeometry,
  DirectionalLight,
  GridHelper,
  HemisphereLight,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Plane,
  Raycaster,
  Scene,
  SphereGeometry,
  Vector2,
  Vector3,
  WebGLRenderer,
} from 'three';

/** One geometry per shape of the runtime, each one unit across, shared by every mesh of that shape. */
const GEOMETRIES: Record<string, BufferGeometry> = {
  cube: new BoxGeometry(1, 1, 1),
  sphere: new SphereGeometry(0.5, 32, 16),
  cylinder: new CylinderGeometry(0.5, 0.5, 1, 32),
  cone: new ConeGeometry(0.5, 1, 32),
  plane: new BoxGeometry(1, 0.02, 1),
};

/**
 * The preview: the runtime's objects drawn with three.js under a fixed camera, over a grid on the ground. Null when
 * the browser has no WebGL (the frame says so; the checks still run).
 */
export const createRenderer = (canvas: HTMLCanvasElement) => {
  let renderer: WebGLRenderer;
  try {
    renderer = new WebGLRenderer({ canvas, antialias: true });
  } catch {
    return null;
  }
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  const scene = new Scene();
  scene.background = new Color('#0f172a');
  scene.add(new HemisphereLight('#e2e8f0', '#334155', 1.6));
  const sun = new DirectionalLight('#ffffff', 2.2);
  sun.position.set(4, 8, 5);
  scene.add(sun, new GridHelper(20, 20, '#475569', '#1e293b'));
  const camera = new PerspectiveCamera(50, 16 / 9, 0.1, 200);
  camera.position.set(0, 5, 10);
  camera.lookAt(0, 0.5, 0);

  const meshes = new Map<number, Mesh>();
  const fit = () => {
    const width = canvas.clientWidth || 1;
    const height = canvas.clientHeight || 1;
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
  };
  new ResizeObserver(fit).observe(canvas);
  fit();

  const ground = new Plane(new Vector3(0, 1, 0), 0);
  const raycaster = new Raycaster();
  return {
    draw(objects: TLabSnapshot) {
      const seen = new Set<number>();
      for (const object of objects) {
        seen.add(object.id);
        let mesh = meshes.get(object.id);
        if (!mesh || mesh.geometry !== GEOMETRIES[object.shape]) {
          if (mesh) scene.remove(mesh);
          mesh = new Mesh(GEOMETRIES[object.shape] ?? GEOMETRIES.cube, new MeshStandardMaterial({ roughness: 0.6 }));
          meshes.set(object.id, mesh);
          scene.add(mesh);
        }
        (mesh.material as MeshStandardMaterial).color.set(object.color);
        mesh.position.fromArray(object.position);
        mesh.rotation.set(...(object.rotation as [number, number, number]));
        mesh.scale.fromArray(object.scale);
      }
      for (const [id, mesh] of meshes) {
        if (seen.has(id)) continue;
        scene.remove(mesh);
        (mesh.material as MeshStandardMaterial).dispose();
        meshes.delete(id);
      }
      renderer.render(scene, camera);
    },
    /** Where a point of the preview (0–1 across and down) meets the ground, or null above the horizon. */
    groundPointAt(across: number, down: number) {
      raycaster.setFromCamera(new Vector2(across * 2 - 1, 1 - down * 2), camera);
      return raycaster.ray.intersectPlane(ground, new Vector3());
    },
  };
};
